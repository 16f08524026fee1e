import { SiteLink } from "@/components/link/SiteLink";
import type { RelatedLinksView } from "@/mapping/paragraphs/related-links";

/** Related links paragraph (spec §2.4): a hidden title still names the section for screen readers. */
export function RelatedLinks({ view, headingLevel = 2 }: { view: RelatedLinksView; headingLevel?: 2 | 3 }) {
  if (view.links.length === 0) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `c-${view.id}`;
  return (
    <section className={`component related-links related-links--${view.style}`} aria-labelledby={headingId}>
      <Heading id={headingId} className={view.hideTitle ? "visually-hidden" : "related-links__title"}>{view.title}</Heading>
      <ul className="related-links__list">
        {view.links.map((link) => (
          <li key={`${link.href} ${link.text}`}>
            <SiteLink href={link.href}>{link.text}</SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
