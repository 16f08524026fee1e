import { SiteLink } from "@/components/link/SiteLink";
import type { ParagraphView } from "@/mapping/paragraphs/paragraph-views";

function Paragraph({ component }: { component: ParagraphView }) {
  const headingId = `c-${component.id}`;
  switch (component.type) {
    case "accordion":
      return (
        <section className="component component--accordion" aria-labelledby={component.title ? headingId : undefined}>
          {component.title && <h2 id={headingId}>{component.title}</h2>}
          {component.items.map((item) => (
            <details className="accordion-item" key={item.id}>
              <summary>{item.title}</summary>
              <div className="prose" dangerouslySetInnerHTML={{ __html: item.html }} />
            </details>
          ))}
        </section>
      );
    case "links":
      return (
        <section className="component component--links" aria-labelledby={headingId}>
          <h2 id={headingId}>{component.title}</h2>
          <ul className="link-list">
            {component.links.map((link) => (
              <li key={link.uri}>
                <SiteLink href={link.uri}>{link.title}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
      );
    default:
      if (!component.html && !component.title) return null;
      return (
        <section className={`component component--${component.type}`} aria-labelledby={component.title ? headingId : undefined}>
          {component.title && <h2 id={headingId}>{component.title}</h2>}
          {component.html && <div className="prose" dangerouslySetInnerHTML={{ __html: component.html }} />}
        </section>
      );
  }
}

/** A page's components (paragraphs), in order; HTML in them is already sanitised. */
export function Paragraphs({ items }: { items: ParagraphView[] }) {
  return (
    <>
      {items.map((item) => (
        <Paragraph key={item.id} component={item} />
      ))}
    </>
  );
}
