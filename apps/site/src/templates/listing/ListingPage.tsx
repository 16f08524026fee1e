import { Card } from "@/components/card/Card";
import { SiteLink } from "@/components/link/SiteLink";
import { Pagination } from "@/components/pagination/Pagination";
import { LISTING_PAGE_SIZE, listingPager, type PaginationModel } from "@/mapping/pagination";
import { PageHeader } from "@/components/page/PageHeader";
import type { ListingView } from "@/resolve/loaded-page";

function resultCount(total: number, pagination: PaginationModel | undefined): string {
  if (total === 0) return "0 results";
  if (!pagination || pagination.count <= 1) return total === 1 ? "1 result" : `${total} results`;
  const first = (pagination.current - 1) * LISTING_PAGE_SIZE + 1;
  const last = Math.min(total, pagination.current * LISTING_PAGE_SIZE);
  return `${first}–${last} of ${total} results`;
}

/** A listing view: filters, a count, a grid of cards and numbered pages (news, events, course A–Z, units). */
export function ListingPage({ title, intro, filters, filterLabel, total, cards, emptyText, pagination, feed }: ListingView) {
  return (
    <div className="listing-page">
      <PageHeader title={title} summary={intro} />
      <div className="container page-body">
        {filters && filters.length > 0 && (
          <nav className="filter-nav" aria-label={filterLabel ?? "Filter"}>
            <ul>
              {filters.map((f) => (
                <li key={f.uri}>
                  {f.empty ? (
                    <span className="filter-nav__empty" aria-disabled="true">
                      {f.title}
                    </span>
                  ) : (
                    <SiteLink href={f.uri} aria-current={f.current ? "page" : undefined}>
                      {f.title}
                    </SiteLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className="result-count" role="status">
          {resultCount(total, pagination)}
        </p>
        {cards.length === 0 ? (
          <p className="listing-empty">{emptyText}</p>
        ) : (
          <ul className="card-grid">
            {cards.map((card) => (
              <li className="card" key={card.id}>
                <Card card={card} />
              </li>
            ))}
          </ul>
        )}
        {pagination && <Pagination pager={listingPager(pagination)} label={`${title}: pages`} />}
        {feed && (
          <p className="listing-feed">
            {/* A file to download or subscribe to, not a page: a plain link. */}
            <a href={feed.href}>{feed.label}</a>
          </p>
        )}
      </div>
    </div>
  );
}
