import { memoCacheFigures } from "@yu/metrics";

/**
 * The site's in-process memos, by name (a fixed set: the `cache` label stays bounded): the second client's shared
 * reads (`tide/cached-client.ts`), the content redirects per site (`page-steps/redirect-cache.ts`), the search
 * suggestions (`tide/suggest-client.ts`), the course search's requests (`tide/course-searcher.ts`) and the
 * search service's answers (`tide/search-client.ts`).
 */
export const SITE_MEMOS = ["content-reads", "redirect-maps", "suggestions", "course-search", "search-results"] as const;
export type SiteMemo = (typeof SITE_MEMOS)[number];

/** The observer a site memo takes (`memoCache({ …, observer: memoFigures("suggestions") })`): `site_memo_cache_*`. */
export function memoFigures(cache: SiteMemo) {
  return memoCacheFigures("site", SITE_MEMOS)(cache);
}
