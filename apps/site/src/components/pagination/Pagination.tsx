import { Icon } from "@/components/icons/Icon";
import { SiteLink } from "@/components/link/SiteLink";
import { pageHref, pagerEntries, type PaginationModel } from "./pagination";

/** Numbered pages with Previous and Next; nothing when everything fits on one page. */
export function Pagination({ model, label }: { model: PaginationModel; label: string }) {
  const { current, count } = model;
  if (count <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <p className="pagination__status">
        Page {current} of {count}
      </p>
      <ul>
        <li className="pagination__step">
          {current > 1 ? (
            <SiteLink href={pageHref(model, current - 1)} rel="prev">
              <Icon name="arrow-left" size={16} />
              Previous
            </SiteLink>
          ) : (
            <span aria-disabled="true">
              <Icon name="arrow-left" size={16} />
              Previous
            </span>
          )}
        </li>
        {pagerEntries(current, count).map((entry) =>
          entry.kind === "gap" ? (
            <li key={entry.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry.page}>
              <SiteLink
                href={pageHref(model, entry.page)}
                aria-current={entry.page === current ? "page" : undefined}
                aria-label={`Page ${entry.page}`}
              >
                {entry.page}
              </SiteLink>
            </li>
          ),
        )}
        <li className="pagination__step">
          {current < count ? (
            <SiteLink href={pageHref(model, current + 1)} rel="next">
              Next
              <Icon name="arrow-right" size={16} />
            </SiteLink>
          ) : (
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
