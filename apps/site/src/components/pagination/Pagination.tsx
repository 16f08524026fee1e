import { Icon } from "@/components/icons/Icon";
import { SiteLink } from "@/components/link/SiteLink";
import type { PagerView } from "@/mapping/pagination";

/**
 * The one pager: numbered pages with Previous and Next, as plain links (nothing for a single page). A listing's links
 * are the site's (`SiteLink`); a search's (`inPlace`) are marked for the search results to follow in place.
 */
export function Pagination({ pager, label, inPlace = false }: { pager: PagerView | null; label: string; inPlace?: boolean }) {
  if (pager === null) return null;
  const link = (href: string, children: React.ReactNode, attributes: { rel?: string; "aria-current"?: "page"; "aria-label"?: string }) =>
    inPlace ? <a href={href} data-search-nav="" {...attributes}>{children}</a> : <SiteLink href={href} {...attributes}>{children}</SiteLink>;
  const { current, count, previous, next } = pager;
  return (
    <nav className="pagination" aria-label={label}>
      <p className="pagination__status">
        Page {current} of {count}
      </p>
      <ul>
        <li className="pagination__step">
          {previous !== null ? link(previous, <><Icon name="arrow-left" size={16} />Previous</>, { rel: "prev", "aria-label": "Previous page" }) : (
            <span aria-disabled="true">
              <Icon name="arrow-left" size={16} />
              Previous
            </span>
          )}
        </li>
        {pager.pages.map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page.page}>
              {link(page.href, page.page, { "aria-current": page.current ? "page" : undefined, "aria-label": `Page ${page.page}` })}
            </li>
          ),
        )}
        <li className="pagination__step">
          {next !== null ? link(next, <>Next<Icon name="arrow-right" size={16} /></>, { rel: "next", "aria-label": "Next page" }) : (
            <span aria-disabled="true">
              Next
              <Icon name="arrow-right" size={16} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
