import "server-only";
import { PAGE_SIZE } from "@/config/constants";
import type { TideContext } from "./context";
import { TideError } from "./errors";
import { tideGet } from "./http";
import { errorFields, log } from "./log";
import { resourceFromLink, type QueryParams } from "./request-url";
import { collectionDocumentSchema, type CollectionDocument, type Resource } from "./types";

/* Collections (TIDE-API.md "Transport"): Drupal caps pages at 50, so a whole list is page 1, then every
 * remaining offset — computed from meta.count — fetched in parallel. */

/** Parallel page requests in flight at once: enough for speed, few enough not to flood the CMS. */
const PAGE_CONCURRENCY = 6;

export const UNEXPECTED_NEXT_URL = "Tide API give a unexpected next url";

export interface ListOptions {
  revalidate?: number | false;
  tags?: string[];
}

/** One page: its resources with the included ones they relate to (a document jsonapi.ts can follow). */
export interface ListPage {
  data: Resource[];
  included: Resource[];
  /** meta.count: all matching items, or null when the API does not say. */
  count: number | null;
  /** The next page as a resource path relative to /api/v1/, or null on the last page. */
  next: string | null;
  cacheTags: string[];
}

export interface Collection {
  data: Resource[];
  included: Resource[];
  cacheTags: string[];
}

/** A next link reduced to the resource path after /api/v1/; throws when it cannot be. */
export function nextLinkToResource(link: string): string {
  const resource = resourceFromLink(link);
  if (resource === null) throw new TideError(502, UNEXPECTED_NEXT_URL, link);
  return resource;
}

/** Offsets of the pages after the first, for `count` items. Pure. */
export function remainingOffsets(count: number, pageSize: number = PAGE_SIZE): number[] {
  const offsets: number[] = [];
  for (let offset = pageSize; offset < count; offset += pageSize) offsets.push(offset);
  return offsets;
}

function toListPage(doc: CollectionDocument, cacheTags: string[]): ListPage {
  const next = doc.links?.next;
  return {
    data: doc.data,
    included: doc.included,
    count: doc.meta?.count ?? null,
    next: next ? nextLinkToResource(next) : null,
    cacheTags,
  };
}

async function fetchPage(resourcePath: string, query: QueryParams | undefined, ctx: TideContext, options: ListOptions): Promise<ListPage> {
  const res = await tideGet(resourcePath, collectionDocumentSchema, {
    ctx,
    ...(query ? { query } : {}),
    ...(options.revalidate !== undefined ? { revalidate: options.revalidate } : {}),
    ...(options.tags ? { tags: options.tags } : {}),
  });
  return toListPage(res.data, res.cacheTags);
}

function withPage(query: QueryParams, page: { offset?: number; limit: number }): QueryParams {
  return { ...query, page: page.offset ? { offset: page.offset, limit: page.limit } : { limit: page.limit } };
}

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function merge(pages: ListPage[]): Collection {
  const seen = new Set<string>();
  const included: Resource[] = [];
  for (const page of pages) {
    for (const r of page.included) {
      const key = `${r.type}:${r.id}`;
      if (!seen.has(key)) {
        seen.add(key);
        included.push(r);
      }
    }
  }
  return {
    data: pages.flatMap((p) => p.data),
    included,
    cacheTags: [...new Set(pages.flatMap((p) => p.cacheTags))],
  };
}

const listFailed = (resource: string) => `Failed to get a entity list from Tide API for ${resource}`;

/** Page 1, then the rest: in parallel from meta.count, else by next links. Throws only when page 1 fails. */
async function collect(resource: string, query: QueryParams, ctx: TideContext, options: ListOptions): Promise<Collection> {
  const first = await fetchPage(resource, withPage(query, { limit: PAGE_SIZE }), ctx, options);

  const later = async (fetchOne: () => Promise<ListPage>, where: string): Promise<ListPage | null> => {
    try {
      return await fetchOne();
    } catch (e) {
      if (!(e instanceof TideError)) throw e;
      log.warn(`${listFailed(resource)} (${where})`, { requestId: ctx.requestId, ...errorFields(e) });
      return null;
    }
  };

  const pages: ListPage[] = [first];
  if (first.count !== null) {
    const rest = await mapLimited(remainingOffsets(first.count), PAGE_CONCURRENCY, (offset) =>
      later(() => fetchPage(resource, withPage(query, { offset, limit: PAGE_SIZE }), ctx, options), `offset ${offset}`),
    );
    pages.push(...rest.filter((p): p is ListPage => p !== null));
  } else {
    // Without a count the only way on is the next link, one page at a time.
    let next = first.next;
    const visited = new Set<string>();
    while (next !== null && !visited.has(next)) {
      visited.add(next);
      const nextPath = next;
      const page = await later(() => fetchPage(nextPath, undefined, ctx, options), nextPath);
      if (!page) break;
      pages.push(page);
      next = page.next;
    }
  }
  return merge(pages);
}

/**
 * One page of a collection (`query.page` = {offset, limit ≤ 50}) with its count. Failures are logged and
 * thrown: a listing page shows an error rather than pretending the list is empty.
 */
export async function getPage(resource: string, query: QueryParams, ctx: TideContext, options: ListOptions = {}): Promise<ListPage> {
  const requested = query.page && typeof query.page === "object" ? (query.page as { offset?: unknown; limit?: unknown }) : {};
  const limit = Math.min(Number(requested.limit) || PAGE_SIZE, PAGE_SIZE);
  const offset = Math.max(Math.trunc(Number(requested.offset)) || 0, 0);
  try {
    return await fetchPage(resource, withPage(query, { offset, limit }), ctx, options);
  } catch (e) {
    if (e instanceof TideError) log.error(listFailed(resource), { requestId: ctx.requestId, ...errorFields(e) });
    throw e;
  }
}

/**
 * Every item of a collection with the included resources of all pages. A failed first page is logged and
 * yields an empty collection; a failed later page is logged and skipped.
 */
export async function getCollection(resource: string, query: QueryParams, ctx: TideContext, options: ListOptions = {}): Promise<Collection> {
  try {
    return await collect(resource, query, ctx, options);
  } catch (e) {
    if (!(e instanceof TideError)) throw e;
    log.error(listFailed(resource), { requestId: ctx.requestId, ...errorFields(e) });
    return { data: [], included: [], cacheTags: [] };
  }
}

/** Every resource of a collection (spec §7 "Lists"); [] when the first page fails. */
export async function getAllResources(resource: string, query: QueryParams, ctx: TideContext, options: ListOptions = {}): Promise<Resource[]> {
  return (await getCollection(resource, query, ctx, options)).data;
}
