import { Icon } from "@/components/icons/Icon";

/** The search panel's title (which also names its box) and its close button. */
export function SearchPanelHead({ onClose }: { onClose: () => void }) {
  return (
    <div className="search-panel__head">
      <h2 id="search-panel-title" className="search-panel__title">What are you looking for?</h2>
      <button type="button" className="search-panel__close icon-button" onClick={onClose}>
        <Icon name="close" size={24} />
        <span className="visually-hidden">close search</span>
      </button>
    </div>
  );
}
