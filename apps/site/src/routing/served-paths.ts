/** Paths that always belong to this site, whatever is configured: search, editor login and preview. */
const OWN = ["/search", "/login", "/preview"];

/** `SERVED_PATHS` ("/study-at-yu, /courses"): the path prefixes this site serves; empty means every path. */
export function parseServedPaths(value: string | undefined): string[] {
  return (value ?? "")
    .split(/[\s,]+/)
    .map((p) => p.trim())
    .filter((p) => p.startsWith("/"))
    .map((p) => p.replace(/\/+$/, "") || "/");
}

const under = (path: string, prefix: string) => prefix === "/" ? path === "/" : path === prefix || path.startsWith(`${prefix}/`);

/**
 * Spec §2.4: a page this site does not serve is the main site's; the visitor goes there by a full page load.
 * Returns the main site's URL for such a path, or null when this site serves it (or no other site is set).
 */
export function mainSiteUrlFor(pathAndQuery: string, served: string[], siteOrigin: string, mainOrigin: string): string | null {
  if (served.length === 0 || mainOrigin === siteOrigin) return null;
  const path = pathAndQuery.split(/[?#]/)[0] ?? "/";
  if ([...OWN, ...served].some((prefix) => under(path, prefix))) return null;
  return `${mainOrigin}${pathAndQuery}`;
}
