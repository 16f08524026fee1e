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
