import { SiteLink } from "@/components/link/SiteLink";
import type { ScholarshipCardView } from "@/mapping/scholarship/card";
import { ScholarshipDate } from "./ScholarshipDate";
import "./scholarship.css";

/**
 * A scholarship as a card: its value, title (the link), who it is for, the kind of support, how recipients are
 * chosen, and where its applications stand. Rendered inside a list item by the caller.
 */
export function ScholarshipCard({ card, headingLevel = 3 }: { card: ScholarshipCardView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="scholarship-card">
      <Heading className="scholarship-card__title">
        <SiteLink href={card.href}>{card.title}</SiteLink>
      </Heading>
      {card.valueText && <p className="scholarship-card__value">{card.valueText}</p>}
      <dl className="scholarship-card__facts">
        {card.whoFor && (
          <div>
            <dt>Who it is for</dt>
            <dd>{card.whoFor}</dd>
          </div>
        )}
        {card.support && (
          <div>
            <dt>Support</dt>
            <dd>{card.support}</dd>
          </div>
        )}
        {card.selection && (
          <div>
            <dt>Selection</dt>
            <dd>{card.selection}</dd>
          </div>
        )}
      </dl>
      <ScholarshipDate date={card.date} className="scholarship-card__date" />
    </article>
  );
}
