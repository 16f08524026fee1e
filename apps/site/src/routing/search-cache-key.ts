import { hasSearch, parseSearchQuery, searchHref, type ParsedSearch } from "./search-query";
import { SCOPE_NAMES, SCOPES, type SearchScope } from "./search-scopes";

/**
 * Results pages are the same for everyone who asks the same thing, so the page steps serve a search from a path
 * the page cache can keep (`/search/results/{key}`, `/course-discovery/results/{key}`, the key the address's
 * canonical query string in base64url). Longer searches stay per request: a key must also be a short file
 * name in the page cache.
 */
export const SEARCH_CACHE_PREFIXES = Object.fromEntries(SCOPE_NAMES.map((scope) => [scope, SCOPES[scope].cachePrefix])) as Readonly<Record<SearchScope, string>>;
/**
 * A search the service could not answer is sent back to /search with this parameter, which the page steps never
 * serves from the cache: there it renders per request, says so without scripts, and nothing keeps the failure.
 */
export const LIVE_SEARCH_PARAM = "live";
const CACHE_KEY_MAX_CHARS = 150;
const BASE64URL = /^[A-Za-z0-9_-]{1,200}$/;
/** The key of a scope that lists everything, with nothing asked (the finder's every course): five characters, which no base64url key can be. */
const EVERYTHING_KEY = "index";

/** The address of a search rendered per request (see LIVE_SEARCH_PARAM). */
export function liveSearchHref(query: string, scope: SearchScope = "site"): string {
  return `${SCOPES[scope].path}?${query}${query ? "&" : ""}${LIVE_SEARCH_PARAM}=1`;
}

/** The cache key of a search, or null when it is not one to keep (nothing asked, a problem, or too long). */
export function searchCacheKey(parsed: ParsedSearch): string | null {
  if (parsed.problem !== null || !hasSearch(parsed.state)) return null;
  const href = searchHref(parsed.state);
  const query = href.slice(SCOPES[parsed.state.scope].path.length + 1);
  if (query === "") return SCOPES[parsed.state.scope].listsEverything ? EVERYTHING_KEY : null;
  if (query.length > CACHE_KEY_MAX_CHARS) return null;
  return Buffer.from(query, "utf8").toString("base64url");
}

/** The query string a cache key stands for; null for anything but a canonical key (so one search has one key). */
export function searchFromCacheKey(key: string, scope: SearchScope = "site"): string | null {
  if (SCOPES[scope].listsEverything && key === EVERYTHING_KEY) return "";
  if (!BASE64URL.test(key)) return null;
  const query = Buffer.from(key, "base64url").toString("utf8");
  return searchCacheKey(parseSearchQuery(new URLSearchParams(query), scope)) === key ? query : null;
}
