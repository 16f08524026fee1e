import { SiteLink } from "@/components/link/SiteLink";
import type { CardView } from "@/mapping/cards/card-view";

/** One card of a listing grid (rendered inside a list item by the caller). */
export function Card({ card, headingLevel = 2 }: { card: CardView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <>
      <Heading>
        <SiteLink href={card.href}>{card.title}</SiteLink>
      </Heading>
      {card.meta && <span className="card__meta">{card.meta}</span>}
      {card.summary && <p>{card.summary}</p>}
    </>
  );
}
