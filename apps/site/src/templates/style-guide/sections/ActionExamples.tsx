import { Button } from "@/components/button/Button";
import { Paragraphs } from "@/templates/paragraphs/Paragraphs";
import { buttonGrid, buttonStates, callsToAction, keyDates, relatedLinks } from "../mock-content";

/* Buttons, calls to action, related links and key dates. */

export const ButtonTypesExample = () => <Paragraphs items={buttonGrid} />;

/** The three kinds a button takes: a link, an action on the page, a form's submit; and a link with nowhere to go. */
export function ButtonKindsExample() {
  return (
    <div className="button-row">
      <Button kind="link" href="/study-at-yu/how-to-apply">
        Link
      </Button>
      <Button kind="button" type="secondary">
        Button
      </Button>
      <form className="style-guide__inline-form" action="#guide-buttons-kinds">
        <Button kind="submit" type="tertiary">
          Submit
        </Button>
      </form>
      <Button kind="link" href={null} type="secondary">
        Link without an address
      </Button>
    </div>
  );
}

export const ButtonStatesExample = () => <Paragraphs items={[buttonStates]} />;
export const CtaBannerExample = () => <Paragraphs items={[callsToAction.banner]} />;
export const CtaCardExample = () => <Paragraphs items={[callsToAction.card, callsToAction.withImage]} />;
export const RelatedLinksExample = () => (
  <div className="style-guide__grid">
    <Paragraphs items={relatedLinks} />
  </div>
);
export const KeyDatesExample = () => <Paragraphs items={[keyDates]} />;
