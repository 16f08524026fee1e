import { Button } from "@/components/button/Button";
import { Figure } from "@/components/figure/Figure";
import type { CallToActionView } from "@/mapping/paragraphs/call-to-action";
import { RichText } from "@/components/rich-text/RichText";

/** Call to action (banner or card): title, text, an optional image and one button. */
export function CallToAction({ view }: { view: CallToActionView }) {
  if (!view.title && !view.html && !view.link) return null;
  const headingId = `c-${view.id}`;
  return (
    <section className={`component cta cta--${view.style}${view.image ? " cta--with-image" : ""}`} aria-labelledby={view.title ? headingId : undefined}>
      {view.image && (
        <div className="cta__image">
          <Figure image={{ ...view.image, caption: undefined, source: null, longDescription: null }} />
        </div>
      )}
      <div className="cta__body">
        {view.title && <h2 id={headingId}>{view.title}</h2>}
        <RichText html={view.html} />
        {view.link && (
          <Button kind="link" href={view.link.href} type={view.style === "banner" ? "special" : "primary"} icon="arrow-right">
            {view.link.text}
          </Button>
        )}
      </div>
    </section>
  );
}
