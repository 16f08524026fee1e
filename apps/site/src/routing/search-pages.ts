import { SCOPE_NAMES, SCOPES } from "./search-scopes";

/**
 * Pages that may ask the search service while rendering: every search scope's page and its cached results
 * (/search, /search/results/…, the course finder /course-discovery and its results). They share the "search" rate limit.
 */
export function isSearchPage(pathname: string): boolean {
  return SCOPE_NAMES.some((scope) => pathname === SCOPES[scope].path || pathname.startsWith(SCOPES[scope].cachePrefix));
}
