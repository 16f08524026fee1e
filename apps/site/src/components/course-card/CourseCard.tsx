import { SiteLink } from "@/components/link/SiteLink";
import type { CourseCardView } from "@/mapping/course-card";

/**
 * A course as a card: level, title (the link), its key facts, and room for actions such as saving it to the
 * shortlist. Rendered inside a list item by the caller.
 */
export function CourseCard({ card, headingLevel = 3, actions }: { card: CourseCardView; headingLevel?: 2 | 3; actions?: React.ReactNode }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="course-card">
      <p className="course-card__level">
        {card.levelLabel}
        {card.code && <span className="course-card__code"> · {card.code}</span>}
      </p>
      <Heading className="course-card__title">
        <SiteLink href={card.href}>{card.title}</SiteLink>
      </Heading>
      {card.summary && <p className="course-card__summary">{card.summary}</p>}
      <dl className="course-card__facts">
        {card.duration && (
          <div>
            <dt>Duration</dt>
            <dd>{card.duration}</dd>
          </div>
        )}
        {card.campuses.length > 0 && (
          <div>
            <dt>{card.campuses.length === 1 ? "Campus" : "Campuses"}</dt>
            <dd>{card.campuses.join(", ")}</dd>
          </div>
        )}
        <div>
          <dt>Next intake</dt>
          <dd>{card.nextIntake ?? "To be announced"}</dd>
        </div>
      </dl>
      {actions && <div className="course-card__actions">{actions}</div>}
    </article>
  );
}
