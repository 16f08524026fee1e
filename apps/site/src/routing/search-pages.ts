import { SEARCH_CACHE_PREFIXES } from "./search-cache-key";
import { SCOPES, type SearchScope } from "./search-query";

const SCOPE_NAMES = Object.keys(SCOPES) as SearchScope[];

/**
 * Pages that may ask the search service while rendering: /search and its cached results (/search/results/…),
 * the course finder /course-discovery and its results. They share the "search" rate limit.
 */
export function isSearchPage(pathname: string): boolean {
  return SCOPE_NAMES.some((scope) => pathname === SCOPES[scope].path || pathname.startsWith(SEARCH_CACHE_PREFIXES[scope]));
}
