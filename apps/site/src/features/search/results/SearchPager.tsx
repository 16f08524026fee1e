import type { SearchPagerView } from "@/mapping/search-results";

/** Numbered pages of results with Previous and Next; plain links, enhanced in place. */
export function SearchPager({ pager }: { pager: SearchPagerView }) {
  return (
    <nav className="pagination search-pager" aria-label="Results pages">
      <p className="pagination__status">
        Page {pager.current} of {pager.count}
      </p>
      <ul>
        <li className="pagination__step">
          {pager.previous ? (
            <a href={pager.previous} rel="prev" data-search-nav="" aria-label="Previous page">
              Previous
            </a>
          ) : (
            <span aria-disabled="true">Previous</span>
          )}
        </li>
        {pager.pages.map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p.page}>
              <a href={p.href} data-search-nav="" aria-current={p.current ? "page" : undefined} aria-label={`Page ${p.page}`}>
                {p.page}
              </a>
            </li>
          ),
        )}
        <li className="pagination__step">
          {pager.next ? (
            <a href={pager.next} rel="next" data-search-nav="" aria-label="Next page">
              Next
            </a>
          ) : (
            <span aria-disabled="true">Next</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
