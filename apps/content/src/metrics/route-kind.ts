/**
 * The kind of request a path and method are, for the metrics' labels: a short fixed list, so that no address or
 * query a client sends ever becomes a label of its own.
 */
export const ROUTE_KINDS = ["health", "route-lookup", "site-data", "redirects", "jsonapi", "search", "suggest", "webform-submit",
  "webform-upload", "webform-read", "editor-auth", "publish", "files", "other"] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

const PREFIXES: readonly (readonly [string, RouteKind])[] = [
  ["/health", "health"],
  ["/ready", "health"],
  ["/api/v1/route", "route-lookup"],
  ["/site-api/", "site-data"],
  ["/api/v1/redirect/", "redirects"],
  ["/s/search.json", "search"],
  ["/s/suggest.json", "suggest"],
  ["/api/v1/user/", "editor-auth"],
  ["/jwt/token", "editor-auth"],
  ["/api/v1/editor/", "publish"],
  ["/sites/default/files/", "files"],
];

/** The kind of a request, from its path (without the query) and method. */
export function routeKind(method: string, pathname: string): RouteKind {
  for (const [prefix, kind] of PREFIXES) {
    if (pathname === prefix || pathname.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`)) return kind;
  }
  if (pathname.startsWith("/api/v1/webform_submission/")) {
    if (pathname.endsWith("/upload")) return "webform-upload";
    return method === "POST" ? "webform-submit" : "webform-read";
  }
  if (pathname.startsWith("/api/v1/")) return "jsonapi";
  return "other";
}
