// The kind of request a path and method are, for the site's metrics' labels: a short fixed list, so that no address
// or query a visitor sends ever becomes a label of its own.

export const ROUTE_KINDS = /** @type {const} */ (["page", "course", "unit", "listing", "search", "finder", "form-post", "preview",
  "api", "feed", "asset", "other"]);
/** @typedef {(typeof ROUTE_KINDS)[number]} RouteKind */

/**
 * @param {string} method
 * @param {string} pathname the path as requested, without its query
 * @param {string} slug the product's slug (`yu`): its listings live under `/about-{slug}/…` and `/study-at-{slug}/…`
 * @returns {RouteKind}
 */
export function routeKind(method, pathname, slug) {
  const under = (/** @type {string} */ prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  if (pathname.startsWith("/_next/") || pathname.startsWith("/sites/default/files/") || /\.(ico|svg|png|webmanifest|txt)$/.test(pathname)) {
    return pathname.endsWith("robots.txt") ? "feed" : "asset";
  }
  if (under("/api/webform")) return method === "POST" ? "form-post" : "api";
  if (under("/api")) return "api";
  if (under("/preview")) return "preview";
  if (under("/search")) return "search";
  if (under("/course-discovery") || under("/scholarships")) return "finder";
  if (under("/courses")) return "course";
  if (under("/units") || under("/unitsets")) return "unit";
  if (under("/feeds") || under("/sitemaps") || pathname === "/sitemap.xml") return "feed";
  if (under(`/about-${slug}/news-events`) || under(`/study-at-${slug}/courses/browse-study-areas`)) return "listing";
  if (method === "GET" || method === "HEAD") return "page";
  return "other";
}
