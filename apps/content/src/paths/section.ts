import type { SiteTerm } from "../site/site-terms.ts";

/**
 * The route's `section`: the node's primary site when that site is a child of the requested one
 * (a subsite page looked up on the main site), otherwise the requested site ("no section").
 */
export function sectionFor(primarySite: number | null, requestedSite: number, sites: Map<number, SiteTerm>): number {
  if (primarySite === null || primarySite === requestedSite) return requestedSite;
  return sites.get(primarySite)?.parentTid === requestedSite ? primarySite : requestedSite;
}
