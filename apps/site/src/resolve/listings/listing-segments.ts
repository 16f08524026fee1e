import { parsePageNumber } from "@/mapping/pagination";

/** What the filter segments of a news or events listing ask for, or why they make no sense. */
export type ListingSegments =
  | { ok: true; category: string | null; page: number }
  | { ok: false; message: string };

/** The first segment that stands for "no category" when a page number follows it. */
export const ALL_SEGMENT = "all";

/**
 * News and events paths: `{listing}`, `{listing}/{category}`, `{listing}/{category|all}/{page}` (the routing
 * guard already sends any other single segment to an article or event). Pure.
 */
export function parseListingSegments(filters: readonly string[], categories: readonly string[], categoryNoun: string): ListingSegments {
  const [first, second] = filters;
  if (first === undefined) return { ok: true, category: null, page: 1 };
  const category = first === ALL_SEGMENT ? null : first;
  if (category !== null && !categories.includes(category)) {
    return { ok: false, message: `“${first}” is not a ${categoryNoun}.` };
  }
  if (second === undefined) return { ok: true, category, page: 1 };
  const page = parsePageNumber(second);
  if (page === null) return { ok: false, message: `“${second}” is not a page number.` };
  return { ok: true, category, page };
}

/** The message of a page number beyond the last page. */
export function pastTheEndMessage(page: number, count: number, what: string): string {
  return `There is no page ${page} of ${what}: it has ${count === 1 ? "one page" : `${count} pages`}.`;
}
