/**
 * The kind of endpoint a call to the content or search service asks, for its span and metric labels: a short
 * fixed list, so that no path, id or query ever becomes a label of its own.
 */
export type UpstreamService = "content" | "search";

export const CONTENT_ENDPOINTS = ["route", "node", "menu", "taxonomy", "site", "webform", "upload", "user", "token",
  "block", "media", "other"] as const;
export type ContentEndpoint = (typeof CONTENT_ENDPOINTS)[number];

export const SEARCH_ENDPOINTS = ["search", "suggest", "course-search"] as const;
export type SearchEndpoint = (typeof SEARCH_ENDPOINTS)[number];

export type UpstreamEndpoint = ContentEndpoint | SearchEndpoint;

const RESOURCE_KINDS: Readonly<Record<string, ContentEndpoint>> = {
  route: "route",
  node: "node",
  menu_link_content: "menu",
  menu_items: "menu",
  taxonomy_term: "taxonomy",
  webform: "webform",
  webform_submission: "webform",
  user: "user",
  block_content: "block",
  media: "media",
  file: "media",
};

/**
 * The kind of a content API path as the site's clients name it (`route`, `node/landing_page/{uuid}`,
 * `/site-api/v1/site/4`, `/jwt/token/`, `user/login?_format=json`, or a full `/api/v1/…` path).
 */
export function contentEndpoint(path: string): ContentEndpoint {
  const pathname = (path.split(/[?#]/, 1)[0] ?? "").replace(/^\/?api\/v1\//, "");
  if (pathname.startsWith("/site-api/")) return "site";
  if (pathname.startsWith("/jwt/")) return "token";
  const segments = pathname.split("/").filter((segment) => segment !== "");
  const [resource, bundle] = segments;
  if (resource === undefined || pathname.startsWith("/")) return "other";
  if (resource === "taxonomy_term" && bundle === "sites") return "site";
  if (resource === "webform_submission" && segments.at(-1) === "upload") return "upload";
  return RESOURCE_KINDS[resource] ?? "other";
}
