// The site's Next incremental cache (`cacheHandler` in next.config.ts): the rendered pages (ISR), the route
// handlers' responses and the content reads (fetch data cache), shared by every instance of the site.
//
// - With REDIS_URL, entries live in Redis under a namespace holding the build id (two deployments never mix), and
//   tag invalidations in one hash that every build reads; while Redis is unreachable each call uses this process's
//   memory instead (shared-store.mjs, redis-store.mjs).
// - Without it, a bounded in-memory store per process (memory-store.mjs: `npm start`, the end-to-end suite).
//
// An entry is stale once one of its tags is invalidated after it was stored (tags.mjs): with an immediate expiry
// (`revalidateTag(tag, { expire: 0 })`) it is no longer returned, so the next visitor gets a fresh render; with a
// later expiry (the "max" profile) it is returned marked stale and Next refreshes it in the background
// (stale-entry.mjs). Every stored page gains its content tags and ETag in its headers (stored-page-headers.mjs).
//
// Next makes a handler per request: this class holds nothing but the process's stores (process-stores.mjs).
import { buildId } from "./build-id.mjs";
import { isRedirectWithoutLocation, isTagCarrier, tagCarrierEntry } from "./entry.mjs";
import { countLookup } from "./lookup-metrics.mjs";
import { KEY_PREFIX, processMemory, processShared } from "./process-stores.mjs";
import { staleEntry } from "./stale-entry.mjs";
import { addStoredPageHeaders } from "./stored-page-headers.mjs";
import { entryTags, invalidationMark, lookupTags, tagState } from "./tags.mjs";

/**
 * @typedef {import("./entry.mjs").CacheControl} CacheControl
 * @typedef {import("./entry.mjs").CacheEntry} CacheEntry
 * @typedef {import("./entry.mjs").CacheValue} CacheValue
 * @typedef {import("./entry.mjs").GetContext} GetContext
 * @typedef {import("./entry.mjs").SetContext} SetContext
 * @typedef {import("./entry.mjs").StoredRecord} StoredRecord
 * @typedef {import("./redis-connection.mjs").Connection} Connection
 * @typedef {import("./store.mjs").Store} Store
 * @typedef {{ serverDistDir?: string }} HandlerOptions
 */

export { closeSharedCacheConnections } from "./process-stores.mjs";

/** Longest life of a stored entry (a page's own expiry is usually a year). */
const MAX_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * How long an entry is kept: its own expiry, at most MAX_TTL_SECONDS.
 * @param {CacheControl | undefined} cacheControl
 */
const storedSeconds = (cacheControl) =>
  typeof cacheControl?.expire === "number" && cacheControl.expire > 0 ? Math.min(cacheControl.expire, MAX_TTL_SECONDS) : MAX_TTL_SECONDS;

export default class PageCacheHandler {
  /** @param {HandlerOptions} [options] */
  constructor(options = {}) {
    const id = buildId(options.serverDistDir);
    const url = process.env.REDIS_URL?.trim();
    this.namespace = `${KEY_PREFIX}:${id ?? "unbuilt"}:`;
    // Entries of a build without an id yet (while it is being built) are kept in memory: they must not reach a
    // deployment's shared namespace.
    const shared = url && id ? processShared(url) : null;
    /** @type {Store} */
    this.store = shared?.store ?? processMemory();
    /** @type {Connection | null} */
    this.connection = shared?.connection ?? null;
  }

  /**
   * @param {string} key
   * @param {GetContext} ctx
   * @returns {Promise<CacheEntry | null>}
   */
  async get(key, ctx) {
    if (isTagCarrier(ctx)) return tagCarrierEntry(ctx.fetchUrl ?? "");
    const storeName = this.connection && !this.connection.down ? "redis" : "memory";
    const found = await this.store.lookup(`${this.namespace}${key}`, (stored) => lookupTags(stored.tags, ctx));
    if (!found) {
      countLookup(storeName, ctx.kind, "miss");
      return null;
    }
    const { record, marks } = found;
    const now = Date.now();
    const state = tagState(marks, record.lastModified, now);
    countLookup(storeName, ctx.kind, state === "fresh" ? "hit" : state === "stale" ? "stale" : "miss");
    if (state === "expired") return null;
    // A fresh record is handed over as it is: it is Next's entry (with the tags it was stored with beside).
    return state === "fresh" ? record : staleEntry(record, ctx, now);
  }

  /**
   * @param {string} key
   * @param {CacheValue | null} data
   * @param {SetContext} ctx
   * @returns {Promise<void>}
   */
  async set(key, data, ctx) {
    // Not stored: a tag carrier, and a redirect without its Location (the last good page stays, stale, and is
    // rendered again on the next request after it).
    if (isTagCarrier(ctx) || isRedirectWithoutLocation(data)) return;
    const tags = entryTags(data, ctx);
    // Before anything is awaited: the page's first response is sent from this same header object.
    if (data?.kind === "APP_PAGE") addStoredPageHeaders(data, tags);
    const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
    /** @type {StoredRecord} */
    const record = { lastModified: Date.now(), value: data, tags, ...(cacheControl ? { cacheControl } : {}) };
    await this.store.write(`${this.namespace}${key}`, record, storedSeconds(cacheControl));
  }

  /**
   * Marks tags invalidated now: stale at once, and expired after `durations.expire` seconds (at once without
   * durations, or with `expire: 0`).
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   * @returns {Promise<void>}
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === "string" ? [tags] : tags;
    if (list.length === 0) return;
    await this.store.mark(list, invalidationMark(durations, Date.now()));
  }

  resetRequestCache() {}
}
