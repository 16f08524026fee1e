import { Card } from "@/components/card/Card";
import { SiteLink } from "@/components/link/SiteLink";
import type { CardView } from "@/mapping/cards/card-view";
import type { LinkModel } from "@/mapping/link";
import { PageHeader } from "./PageHeader";


export interface ListingPageProps {
  title: string;
  intro?: string | null;
  /** Filter links across the top (categories, audiences, letters); the current one is marked. */
  filters?: (LinkModel & { current: boolean })[];
  filterLabel?: string;
  total: number;
  cards: CardView[];
  emptyText: string;
}

/** A listing view: filters, a count and a grid of cards (news, events, course A–Z, units). */
export function ListingPage({ title, intro, filters, filterLabel, total, cards, emptyText }: ListingPageProps) {
  return (
    <div className="listing-page">
      <PageHeader title={title} summary={intro} />
      <div className="container page-body">
        {filters && filters.length > 0 && (
          <nav className="filter-nav" aria-label={filterLabel ?? "Filter"}>
            <ul>
              {filters.map((f) => (
                <li key={f.uri}>
                  <SiteLink href={f.uri} aria-current={f.current ? "page" : undefined}>
                    {f.title}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className="result-count" role="status">
          {total === 1 ? "1 result" : `${total} results`}
        </p>
        {cards.length === 0 ? (
          <p>{emptyText}</p>
        ) : (
          <ul className="card-grid">
            {cards.map((card) => (
              <li className="card" key={card.id}>
                <Card card={card} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
