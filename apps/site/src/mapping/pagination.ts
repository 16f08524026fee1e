/** Items per page of every listing: a multiple of the 1-, 2- and 3-column card grids. */
export const LISTING_PAGE_SIZE = 12;

/** What the pager needs: plain data, so a listing can build it without React. */
export interface PaginationModel {
  current: number;
  count: number;
  /** The first page's address (page 1 has no number in its path). */
  firstHref: string;
  /** Any other page's address, with `{page}` where its number goes. */
  hrefTemplate: string;
}

export type PagerEntry = { kind: "page"; page: number } | { kind: "gap"; key: string };

/** One numbered page of a pager. */
export interface PagerLink {
  page: number;
  href: string;
  current: boolean;
}

/** What the one pager shows (components/pagination): every address worked out, for listings and searches alike. */
export interface PagerView {
  current: number;
  count: number;
  previous: string | null;
  next: string | null;
  /** The numbers shown, null standing for a gap. */
  pages: (PagerLink | null)[];
}

/** Pages needed for `total` items; an empty listing still has its one page. */
export function pageCount(total: number, size: number = LISTING_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

const PAGE_NUMBER = /^[1-9][0-9]{0,5}$/;

/** A page segment ("2") as a number, or null when it is not a plain positive number. */
export function parsePageNumber(segment: string): number | null {
  return PAGE_NUMBER.test(segment) ? Number(segment) : null;
}

/** The address of page `page` of a pager. */
export function pageHref(model: Pick<PaginationModel, "firstHref" | "hrefTemplate">, page: number): string {
  return page <= 1 ? model.firstHref : model.hrefTemplate.replace("{page}", String(page));
}

/**
 * The numbers the pager shows: always the first and last, the current one and its neighbours, and a gap
 * where pages are left out (a gap never stands for a single page: that page is shown instead).
 */
export function pagerEntries(current: number, count: number): PagerEntry[] {
  const shown = new Set<number>([1, count, current - 1, current, current + 1]);
  const pages = [...shown].filter((p) => p >= 1 && p <= count).sort((a, b) => a - b);
  const entries: PagerEntry[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) entries.push({ kind: "page", page: previous + 1 });
    else if (page - previous > 2) entries.push({ kind: "gap", key: `gap-${previous}` });
    entries.push({ kind: "page", page });
    previous = page;
  }
  return entries;
}

/** The pager of page `current` of `count` (none for a single page), each page's address made by `href`. */
export function pagerView(current: number, count: number, href: (page: number) => string): PagerView | null {
  if (count <= 1) return null;
  return {
    current,
    count,
    previous: current > 1 ? href(current - 1) : null,
    next: current < count ? href(current + 1) : null,
    pages: pagerEntries(current, count).map((entry) => (entry.kind === "gap" ? null : { page: entry.page, href: href(entry.page), current: entry.page === current })),
  };
}

/** A listing's pager (its addresses from the model's first address and template). */
export function listingPager(model: PaginationModel): PagerView | null {
  return pagerView(model.current, model.count, (page) => pageHref(model, page));
}
