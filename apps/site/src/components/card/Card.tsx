import { SiteLink } from "@/components/link/SiteLink";
import type { CardView } from "@/mapping/cards/card-view";
import { truncate } from "@/mapping/format/truncate";

/** One card of a listing grid (rendered inside a list item by the caller). */
export function Card({ card, headingLevel = 2 }: { card: CardView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={card.image ? "card__inner card__inner--image" : "card__inner"}>
      {card.image && (
        // The title says what the card is; its illustration adds nothing a screen reader needs.
        // eslint-disable-next-line @next/next/no-img-element -- content images come sized from the CMS.
        <img className="card__image" src={card.image.src} alt="" width={card.image.width} height={card.image.height} loading="lazy" decoding="async" />
      )}
      <div className="card__body">
        {card.badge && <span className="card__badge">{card.badge}</span>}
        <Heading className="card__title">
          <SiteLink href={card.href}>{card.title}</SiteLink>
        </Heading>
        {card.meta &&
          (card.dateTime ? (
            <time className="card__meta" dateTime={card.dateTime}>
              {card.meta}
            </time>
          ) : (
            <span className="card__meta">{card.meta}</span>
          ))}
        {card.summary && <p className="card__summary">{truncate(card.summary)}</p>}
      </div>
    </div>
  );
}
