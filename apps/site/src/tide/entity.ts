import "server-only";
import type { TideContext } from "./context";
import { TideError } from "./errors";
import { tideGet } from "./http";
import { includesFor } from "./includes";
import { errorFields, log } from "./log";
import type { QueryParams } from "./request-url";
import { resourceDocumentSchema, type ResourceDocument } from "./types";

export interface EntityResult {
  document: ResourceDocument;
  cacheTags: string[];
}

export interface EntityOptions {
  /** Includes beyond the bundle's defaults (see includes.ts). */
  include?: string[];
  query?: QueryParams;
  /** The content system's own tags known before the read (`node:{nid}`), so its invalidations reach it. */
  contentTags?: string[];
}

/** One entity with the includes its bundle needs (TIDE-API.md "Entity"). */
export async function getEntity(
  entityType: string,
  bundle: string,
  uuid: string,
  ctx: TideContext,
  options: EntityOptions = {},
): Promise<EntityResult> {
  const include = [...new Set([...includesFor(entityType, bundle), ...(options.include ?? [])])];
  try {
    const res = await tideGet(`${entityType}/${bundle}/${encodeURIComponent(uuid)}`, resourceDocumentSchema, {
      ctx,
      query: { ...options.query, ...(include.length ? { include: include.join(",") } : {}) },
      tags: [`${entityType}:${uuid}`],
      ...(options.contentTags?.length ? { contentTags: options.contentTags } : {}),
    });
    return { document: res.data, cacheTags: res.cacheTags };
  } catch (e) {
    if (e instanceof TideError) {
      log.error(`Failed to get entity ${entityType}/${bundle}/${uuid} data`, { requestId: ctx.requestId, ...errorFields(e) });
    }
    throw e;
  }
}
