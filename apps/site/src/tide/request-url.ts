import qs from "qs";
import { previewResourceVersion } from "@/routing/preview";
import type { TideContext } from "./context";

/** Query parameters, nested objects serialised as `filter[x][path]=…` (qs, no indices); null/undefined dropped. */
export type QueryParams = Record<string, unknown>;

export const API_PREFIX = "/api/v1/";

/** `node/page/…` → `/api/v1/node/page/…`; a path that starts with `/` (`/site-api/…`, `/jwt/token/`) is kept. */
export function resolveTidePath(path: string): string {
  return path.startsWith("/") ? path : `${API_PREFIX}${path}`;
}

const RESOURCE_VERSION = "resourceVersion";

/** Whether a resolved path is a node resource (`/api/v1/node/…`), the only kind that has revisions to preview. */
function isNodePath(path: string): boolean {
  return path.startsWith(`${API_PREFIX}node/`);
}

function withoutResourceVersion(params: URLSearchParams): string {
  params.delete(RESOURCE_VERSION);
  return params.toString();
}

/** Only node revisions can be previewed: other resource types answer 501 to resourceVersion (spec §7). */
function resourceVersion(path: string, preview: TideContext["preview"]): string | undefined {
  if (!preview || !isNodePath(path)) return undefined;
  return previewResourceVersion(preview.revision);
}

export interface TideUrlInput {
  baseUrl: string;
  /** Resource path, optionally with its own query (`user/login?_format=json`). */
  path: string;
  ctx: Pick<TideContext, "siteId" | "audience" | "preview">;
  query?: QueryParams;
}

/** The full URL of a content API request: site first, then the caller's query, audience and revision. */
export function buildTideUrl({ baseUrl, path, ctx, query = {} }: TideUrlInput): string {
  const [rawPath = "", ownQuery = ""] = path.split(/\?(.*)/s, 2);
  const fullPath = resolveTidePath(rawPath);
  const ownParams = new URLSearchParams(ownQuery);
  // A link handed on (a list's `next`) never carries a revision to a resource type that answers 501 to it.
  const ownSearch = !isNodePath(fullPath) && ownParams.has(RESOURCE_VERSION) ? withoutResourceVersion(ownParams) : ownQuery;
  const params: QueryParams = {
    site: ownParams.has("site") ? undefined : ctx.siteId,
    ...query,
    audience: ctx.audience === "international" ? "international" : undefined,
    resourceVersion: resourceVersion(fullPath, ctx.preview),
  };
  const serialised = qs.stringify(params, { indices: false, encodeValuesOnly: true, skipNulls: true });
  const search = [ownSearch, serialised].filter((part) => part !== "").join("&");
  return `${baseUrl}${fullPath}${search ? `?${search}` : ""}`;
}

/** The part of a content API URL after `/api/v1/` (with its query), or null when it has none. */
export function resourceFromLink(link: string): string | null {
  const at = link.indexOf(API_PREFIX);
  if (at === -1) return null;
  const resource = link.slice(at + API_PREFIX.length);
  return resource === "" || resource.startsWith("?") ? null : resource;
}
