/** Where a path under a listing goes: the listing with filters, a content-page fallback, or nowhere. */
export type ListingGuardResult =
  | { to: "listing"; filters: string[] }
  | { to: "fallback"; slug: string }
  | { to: "not-found"; reason: string };

export const NEWS_CATEGORIES: readonly string[] = [
  "media-release", "news", "fact-sheet", "opinion", "paper", "report", "submission", "announcements", "q-a",
];

export const EVENT_AUDIENCES: readonly string[] = [
  "alumni", "current-students", "future-students", "public-community", "research-industry", "staff",
];

const MAX_LISTING_FILTERS = 2;

/**
 * Spec §2.3 news/events guard, given the segments below the listing path: the bare listing,
 * a known first filter, or two segments go to the listing; a single other segment is an article.
 */
export function newsEventsGuard(view: "news" | "events", rest: readonly string[]): ListingGuardResult {
  const [first] = rest;
  if (first === undefined) return { to: "listing", filters: [] };
  if (rest.length > MAX_LISTING_FILTERS) return { to: "not-found", reason: `too many ${view} filter segments` };
  const known = view === "news" ? NEWS_CATEGORIES : EVENT_AUDIENCES;
  if (rest.length > 1 || known.includes(first)) return { to: "listing", filters: [...rest] };
  return { to: "fallback", slug: first };
}

const ATOZ_FILTER = /^(?:[a-z]|0-9)$/;

/** Course A–Z guard: one letter (or "0-9") filters the listing; any other single segment is an audience page. */
export function courseAtozGuard(rest: readonly string[]): ListingGuardResult {
  const [first] = rest;
  if (first === undefined) return { to: "listing", filters: [] };
  if (rest.length > 1) return { to: "not-found", reason: "too many course A-Z segments" };
  return ATOZ_FILTER.test(first) ? { to: "listing", filters: [first] } : { to: "fallback", slug: first };
}
