import type { SearchResultsView } from "@/mapping/search-results";
import { RESULTS_HEADING_ID } from "./region-ids";

/** The count line (where focus goes when results change) and, when the service has one, its spelling suggestion. */
export function SearchCount({ view }: { view: SearchResultsView }) {
  return (
    <>
      <h2 id={RESULTS_HEADING_ID} className="search-count" tabIndex={-1}>
        {view.countText}
      </h2>
      {view.spell && (
        <p className="search-spell">
          Did you mean{" "}
          <a href={view.spell.href} data-search-nav="">
            {view.spell.text}
          </a>
          ?
        </p>
      )}
    </>
  );
}
