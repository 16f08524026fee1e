import "server-only";
import type { TideContext } from "./context";
import { getEntity } from "./entity";
import { TideError } from "./errors";
import { errorFields, log } from "./log";
import { lookupRoute, type EntityRoute, type RedirectRoute } from "./route";
import type { ResourceDocument } from "./types";

export interface LoadedPage {
  kind: "page";
  route: EntityRoute;
  document: ResourceDocument;
  /** Cache tags of the route and the entity, de-duplicated: the page's own response carries them. */
  cacheTags: string[];
}

export type PageLookup = RedirectRoute | LoadedPage;

/** Route and version errors become the page status, with 403 shown as 404 (spec §8). */
function asPageError(e: TideError): TideError {
  if (e.status === 403) return new TideError(404, "Path not found.", e.title, { cause: e, ...(e.url ? { url: e.url } : {}) });
  return e;
}

/** The content service's normal answers for a path it has no page at: the page answers 404, and nothing failed. */
const NO_SUCH_PAGE = new Set([404, 410]);

/** Everything a content page needs by path: a redirect to follow, or the route and its entity document. */
export async function getPageByPath(path: string, ctx: TideContext): Promise<PageLookup> {
  try {
    const { route, cacheTags: routeTags } = await lookupRoute(path, ctx);
    if (route.kind === "redirect") return route;
    // Tagged with the content system's own cache tag too, so a `node:{nid}` invalidation reaches it.
    const entity = await getEntity(route.entityType, route.bundle, route.uuid, ctx, {
      contentTags: route.entityId ? [`${route.entityType}:${route.entityId}`] : [],
    });
    return { kind: "page", route, document: entity.document, cacheTags: [...new Set([...routeTags, ...entity.cacheTags])] };
  } catch (e) {
    // Other errors (Next's control flow, programming errors) are not content failures: let them through.
    if (!(e instanceof TideError)) throw e;
    // A path the content service does not know is a normal answer, not logged; its failures (5xx, timeouts,
    // refused connections, refusals of the site's own credentials) are.
    if (!NO_SUCH_PAGE.has(e.status)) log.error("[getPageByPath] Failed to get page data", { path, requestId: ctx.requestId, ...errorFields(e) });
    throw asPageError(e);
  }
}

/**
 * A node's working copy (`latest`) or a given revision, for an editor (spec §2.3 "Preview"). Never cached:
 * the context's preview marker makes every request uncached. Errors keep their status (403: token refused).
 */
export async function getPreviewPage(
  bundle: string,
  uuid: string,
  revision: "latest" | number,
  ctx: TideContext,
  section?: string | null,
): Promise<LoadedPage> {
  const previewCtx: TideContext = { ...ctx, preview: { revision } };
  try {
    const entity = await getEntity("node", bundle, uuid, previewCtx);
    const nid = entity.document.data.attributes.drupal_internal__nid;
    const route: EntityRoute = {
      kind: "entity",
      entityType: "node",
      bundle,
      uuid,
      entityId: typeof nid === "string" || typeof nid === "number" ? String(nid) : "",
      section: section || ctx.siteId,
      endpoint: `api/v1/node/${bundle}/${uuid}`,
    };
    return { kind: "page", route, document: entity.document, cacheTags: entity.cacheTags };
  } catch (e) {
    if (!(e instanceof TideError)) throw e;
    log.error("[getPreviewPage] Failed to get page data", { bundle, uuid, revision, requestId: ctx.requestId, ...errorFields(e) });
    // A 401 or 403 here means the editor's token was refused: the caller sends them to sign in, not to a 404.
    throw e;
  }
}
