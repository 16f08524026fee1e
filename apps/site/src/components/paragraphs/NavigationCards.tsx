import { SiteLink } from "@/components/link/SiteLink";
import type { NavigationCardsView } from "@/mapping/paragraphs/navigation-cards";

/** Navigation cards paragraph: a row of ways in, each card one link (its title) with a line about where it goes. */
export function NavigationCards({ view }: { view: NavigationCardsView }) {
  if (view.cards.length === 0) return null;
  const headingId = `c-${view.id}`;
  const CardHeading = view.title ? "h3" : "h2";
  return (
    <section className="component nav-cards" aria-labelledby={view.title ? headingId : undefined}>
      {view.title && <h2 id={headingId}>{view.title}</h2>}
      <ul className="nav-cards__list">
        {view.cards.map((card) => (
          <li key={`${card.href} ${card.text}`} className="nav-card">
            <CardHeading className="nav-card__title">
              <SiteLink href={card.href}>{card.text}</SiteLink>
            </CardHeading>
            {card.summary && <p className="nav-card__summary">{card.summary}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
