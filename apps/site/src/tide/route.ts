import "server-only";
import type { TideContext } from "./context";
import { TideError } from "./errors";
import { tideGet } from "./http";
import { routeDocumentSchema, type RouteDocument } from "./types";

export type EntityRoute = {
  kind: "entity";
  entityType: string;
  bundle: string;
  uuid: string;
  entityId: string;
  /** The site term the page belongs to; equal to the site id when it has no section. */
  section: string;
  endpoint: string;
};

export type RedirectRoute = {
  kind: "redirect";
  statusCode: number;
  url: string;
  redirectType: "internal" | "external";
};

export type RouteResult = EntityRoute | RedirectRoute;

/** Tide strips trailing slashes itself; doing it here keeps one cache entry per page. */
export function normaliseRoutePath(path: string): string {
  const withSlash = path.startsWith("/") ? path : `/${path}`;
  const trimmed = withSlash.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

const isAbsolute = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//");

/** Route data → RouteResult. Pure. */
export function toRouteResult(doc: RouteDocument, siteId: string): RouteResult {
  const a = doc.data.attributes;
  if (a.kind === "redirect") {
    return {
      kind: "redirect",
      statusCode: a.status_code,
      url: a.redirect_url,
      redirectType: a.redirect_type ?? (isAbsolute(a.redirect_url) ? "external" : "internal"),
    };
  }
  return {
    kind: "entity",
    entityType: a.entity_type,
    bundle: a.bundle,
    uuid: a.uuid,
    entityId: a.entity_id,
    section: a.section ?? siteId,
    endpoint: a.endpoint ?? `api/v1/${a.entity_type}/${a.bundle}/${a.uuid}`,
  };
}

/** The route of a path with the content service's cache tags. A 403 (unpublished) is answered as a 404. */
export async function lookupRoute(path: string, ctx: TideContext): Promise<{ route: RouteResult; cacheTags: string[] }> {
  const routePath = normaliseRoutePath(path);
  try {
    const res = await tideGet("route", routeDocumentSchema, { ctx, query: { path: routePath }, tags: [`route:${routePath}`] });
    return { route: toRouteResult(res.data, ctx.siteId), cacheTags: res.cacheTags };
  } catch (e) {
    if (e instanceof TideError && e.status === 403) {
      // Visitors must not learn that an unpublished page exists.
      throw new TideError(404, "Path not found.", e.title, { cause: e, ...(e.url ? { url: e.url } : {}) });
    }
    throw e;
  }
}
