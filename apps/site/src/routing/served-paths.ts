import { COMPARE_PATH, SHORTLIST_PATH } from "./shortlist-paths";

/**
 * Paths that always belong to this site, whatever is configured: search, editor login and preview, and the
 * course shortlist with its comparison (the shortlist is kept in this origin's storage: another would not know it).
 */
const OWN = ["/search", "/login", "/preview", SHORTLIST_PATH, COMPARE_PATH];

const under = (path: string, prefix: string) => prefix === "/" ? path === "/" : path === prefix || path.startsWith(`${prefix}/`);

/**
 * Spec §2.4: a page this site does not serve is the main site's; the visitor goes there by a full page load.
 * Returns the main site's URL for such a path, or null when this site serves it (or no other site is set).
 */
export function mainSiteUrlFor(pathAndQuery: string, served: string[], siteOrigin: string, mainOrigin: string): string | null {
  if (mainOrigin === siteOrigin || servesPath(pathAndQuery.split(/[?#]/)[0] ?? "/", served)) return null;
  return `${mainOrigin}${pathAndQuery}`;
}

/** Whether this site serves a path: every path when nothing is configured, else its own pages and the prefixes. */
export function servesPath(path: string, served: readonly string[]): boolean {
  return served.length === 0 || [...OWN, ...served].some((prefix) => under(path, prefix));
}

/**
 * How to answer a request for a page another site serves. A page load is redirected there. A fetch by Next's
 * client router (a prefetch or a navigation) is not: it would follow the redirect to the other origin, be
 * refused by CORS, and a click riding on that failed prefetch leaves a blank page. An empty answer instead
 * makes the router load the page in full, and that load is the one redirected. Next hides its own router
 * headers from the page steps, so the browser's `Sec-Fetch-Dest` tells the two apart ("empty" for fetches); a
 * client that sends none is redirected.
 */
export function elsewhereAnswer(headers: Headers, mainUrl: string): { status: 307; location: string } | { status: 204 } {
  return headers.get("sec-fetch-dest") === "empty" ? { status: 204 } : { status: 307, location: mainUrl };
}
