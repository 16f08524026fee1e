// The site's Next incremental cache (`cacheHandler` in next.config.ts): the rendered pages (ISR), the route
// handlers' responses and the content reads (fetch data cache), shared by every instance of the site.
//
// - With REDIS_URL, entries live in Redis under a namespace holding the build id (two deployments never mix),
//   and tag invalidations in one hash that every build reads (an invalidation received by an old instance during
//   a rolling deployment still reaches the new one). While Redis is unreachable each call uses this process's
//   memory instead and the outage is logged once; a page never fails because Redis is down.
// - Without it, a bounded in-memory store per process (`npm start`, the end-to-end suite).
//
// An entry is stale once one of its tags is invalidated after it was stored: with an immediate expiry
// (`revalidateTag(tag, { expire: 0 })`) it is no longer returned, so the next visitor gets a fresh render; with a
// later expiry (the "max" profile) it is returned marked stale and Next refreshes it in the background.
//
// Every stored page also carries its content tags in two response headers, `section-cache-tags` and `xkey`, for
// the HTTP cache in front of the site (Varnish bans by `xkey`): the headers are added to the entry's own header
// object as it is stored, which is the object Next answers the rendering request with as well. The same way each
// stored page gets its ETag, computed once here rather than by Next over the whole document on every answer
// (`generateEtags: false`); the server's not-modified stage (stages/not-modified.mjs) answers a matching If-None-Match with 304.
import { Buffer } from "node:buffer";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import { metricOnce, processRegistry } from "@yu/metrics";
import { Counter } from "prom-client";
import { SECTION_CACHE_TAGS, SITE_TAG_PREFIX } from "../src/tide/cache-tag-names.mjs";

/**
 * @typedef {Record<string, string | string[] | number | undefined>} StoredHeaders
 * @typedef {{ revalidate: number | false; expire: number | undefined }} CacheControl
 * @typedef {{ kind: "APP_PAGE"; html: string; rscData?: Buffer; segmentData?: Map<string, Buffer>;
 *   headers?: StoredHeaders; status?: number; postponed?: string }} AppPageValue
 * @typedef {{ kind: "APP_ROUTE"; body: Buffer; headers: StoredHeaders; status: number }} AppRouteValue
 * @typedef {{ kind: "FETCH"; data: { headers: Record<string, string>; body: string; url: string; status?: number };
 *   tags?: string[]; revalidate: number | false }} FetchValue
 * @typedef {{ kind: "PAGES" | "REDIRECT" | "IMAGE" }} OtherValue
 * @typedef {AppPageValue | AppRouteValue | FetchValue | OtherValue} CacheValue
 * @typedef {{ lastModified: number; value: CacheValue | null; cacheControl?: CacheControl }} CacheEntry
 * @typedef {{ kind: string; tags?: string[]; softTags?: string[]; revalidate?: number | false; fetchUrl?: string }} GetContext
 * @typedef {{ fetchCache?: boolean; tags?: string[]; cacheControl?: CacheControl; fetchUrl?: string }} SetContext
 * @typedef {{ serverDistDir?: string }} HandlerOptions
 * @typedef {{ stale?: number; expired?: number }} TagMark
 * @typedef {{ lastModified: number; value: unknown; cacheControl?: CacheControl; tags: string[] }} StoredRecord
 */

/** The header (besides SECTION_CACHE_TAGS) the site's pages carry the content service's tags in, for Varnish. */
export const XKEY = "xkey";
/** Next's list of a page's tags in its stored headers (comma-separated); Next never sends it. */
const NEXT_CACHE_TAGS = "x-next-cache-tags";
/** Next's implicit path tags and the site's own internal tags stay off the response. */
const HIDDEN_TAG_PREFIXES = ["_N_T_", SITE_TAG_PREFIX];

const KEY_PREFIX = "yu-site:next-cache";
/** Longest life of a stored entry (a page's own expiry is usually a year). */
const MAX_TTL_SECONDS = 30 * 24 * 60 * 60;
/** The memory store's bound: about this many bytes of serialised entries. */
const MEMORY_MAX_BYTES = 64 * 1024 * 1024;
const REDIS_COMMAND_TIMEOUT_MS = 1_000;
const REDIS_CONNECT_TIMEOUT_MS = 2_000;

/** Beside each stored entry, its version (when it was stored): a small read that says whether a copy is current. */
const VERSION_SUFFIX = ":version";

/**
 * The site's tag carrier (src/tide/response-tags.ts): a fetch of a `data:` URL made only so that Next records its
 * tags for the page being rendered. There is nothing to keep or look up: it is answered at once, empty and fresh.
 * @param {{ fetchUrl?: string }} ctx
 */
const isTagCarrier = (ctx) => typeof ctx.fetchUrl === "string" && ctx.fetchUrl.startsWith("data:");

/** Next's kinds of cache entry: the label's only values (anything else counts as "OTHER"). */
const ENTRY_KINDS = new Set(["APP_PAGE", "APP_ROUTE", "FETCH", "PAGES", "REDIRECT", "IMAGE"]);

/** The page cache's lookups, by store, kind of entry and result (the operator's hit ratio); found once per process. */
/** @type {Counter<"store" | "kind" | "result"> | null} */
let lookupCounter = null;
const lookups = () => (lookupCounter ??= metricOnce(processRegistry("site"), "site_page_cache_lookups_total", () => new Counter({
  name: "site_page_cache_lookups_total",
  help: "Lookups in the site's page cache (Next's incremental cache), by store, kind of entry and result: hit, stale (served, then refreshed) or miss.",
  labelNames: ["store", "kind", "result"],
  registers: [processRegistry("site")],
})));

/**
 * Counts one lookup.
 * @param {boolean} shared whether Redis is the store
 * @param {string | undefined} kind
 * @param {"hit" | "stale" | "miss"} result
 */
function countLookup(shared, kind, result) {
  lookups().labels(shared ? "redis" : "memory", kind !== undefined && ENTRY_KINDS.has(kind) ? kind : "OTHER", result).inc();
}

/** A long text stored as UTF-8 bytes (V8 would keep a page's HTML with one non-Latin-1 character as UTF-16). */
const UTF8 = "__utf8";
/** Texts at least this long are stored as UTF-8 bytes. */
const LONG_TEXT = 1024;

/**
 * A cache value as bytes, in V8's own serialisation (`node:v8`): Buffers (RSC payloads, route bodies) and Maps (the
 * page's prefetch segments) read back as the same types, with no JSON escaping of the page's HTML and no base64 of
 * its payload (a never-visited unit page's entry took 0.79 ms to write as JSON text, 0.09 ms so). Every instance of
 * a deployment runs the same Node, and the namespace holds the build id; an entry that cannot be read is a miss.
 * @param {unknown} value
 * @returns {Buffer}
 */
export function serialise(value) {
  return serialize(encode(value));
}

/**
 * @param {Uint8Array} bytes
 * @returns {unknown}
 */
export function deserialise(bytes) {
  return decode(deserialize(bytes));
}

/**
 * @param {unknown} value
 * @returns {unknown}
 */
function encode(value) {
  if (typeof value === "string") return value.length >= LONG_TEXT ? { [UTF8]: Buffer.from(value, "utf8") } : value;
  if (value === null || typeof value !== "object" || value instanceof Uint8Array) return value;
  if (value instanceof Map) return new Map([...value].map(([key, item]) => [key, encode(item)]));
  if (Array.isArray(value)) return value.map(encode);
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [key, item] of Object.entries(value)) if (item !== undefined) out[key] = encode(item);
  return out;
}

/**
 * @param {unknown} value
 * @returns {unknown}
 */
function decode(value) {
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Uint8Array) return Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (value instanceof Map) return new Map([...value].map(([key, item]) => [key, decode(item)]));
  if (Array.isArray(value)) return value.map(decode);
  const record = /** @type {Record<string, unknown>} */ (value);
  const keys = Object.keys(record);
  const bytes = record[UTF8];
  if (keys.length === 1 && bytes instanceof Uint8Array) return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const key of keys) out[key] = decode(record[key]);
  return out;
}

/**
 * Splits a tag list (space- or comma-separated) into its tags.
 * @param {unknown} header
 * @param {RegExp} separator
 * @returns {string[]}
 */
function splitTags(header, separator) {
  const text = Array.isArray(header) ? header.join(" ") : typeof header === "string" ? header : "";
  return text.split(separator).map((tag) => tag.trim()).filter(Boolean);
}

/**
 * @param {Record<string, unknown> | undefined} headers
 * @param {string} name lower case
 * @returns {unknown}
 */
function headerValue(headers, name) {
  if (!headers) return undefined;
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  return undefined;
}

/**
 * Whether an entry is a page or route answer with a redirect status and no Location to send it with.
 * @param {CacheValue | null} data
 */
export function isRedirectWithoutLocation(data) {
  if (data?.kind !== "APP_PAGE" && data?.kind !== "APP_ROUTE") return false;
  const status = data.status ?? 200;
  return status >= 300 && status < 400 && !headerValue(data.headers, "location");
}

/**
 * The tags a page's response carries: its tags less Next's implicit ones and the site's internal ones, each once.
 * @param {Iterable<string>} tags
 * @returns {string}
 */
export function responseTags(tags) {
  return [...new Set([...tags].filter((tag) => !HIDDEN_TAG_PREFIXES.some((prefix) => tag.startsWith(prefix))))].join(" ");
}

/**
 * A stored page's ETag: weak (the same document may be sent compressed or not), from its HTML, which changes
 * whenever anything the page shows does.
 * @param {string} html
 * @returns {string}
 */
export function pageEtag(html) {
  return `W/"${createHash("sha1").update(html).digest("base64url")}"`;
}

/**
 * The tags stored with an entry: a content read's own tags and those the content service sent with it; a page's
 * or route's tags as Next lists them.
 * @param {CacheValue | null} value
 * @param {SetContext} ctx
 * @returns {string[]}
 */
function entryTags(value, ctx) {
  if (!value) return [];
  if (value.kind === "FETCH") {
    return [...new Set([...(ctx.tags ?? []), ...splitTags(headerValue(value.data?.headers, SECTION_CACHE_TAGS), /\s+/)])];
  }
  if (value.kind === "APP_PAGE" || value.kind === "APP_ROUTE") return splitTags(headerValue(value.headers, NEXT_CACHE_TAGS), /,/);
  return [];
}

/** @param {string} msg @param {"warn" | "info"} level @param {Record<string, string>} [fields] */
function log(msg, level, fields = {}) {
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`);
}

/**
 * Where entries and tag marks are kept.
 * @typedef {{
 *   read(key: string): Promise<Buffer | null>;
 *   version(key: string): Promise<string | null>;
 *   write(key: string, bytes: Buffer, version: string, ttlSeconds: number): Promise<void>;
 *   marks(tags: string[]): Promise<TagMark[]>;
 *   mark(tags: string[], mark: TagMark): Promise<void>;
 * }} Store
 */

/** @returns {Store} */
function memoryStore() {
  /** @type {LRUCache<string, { bytes: Buffer; version: string }>} */
  const entries = new LRUCache({ maxSize: MEMORY_MAX_BYTES, sizeCalculation: (entry, key) => entry.bytes.byteLength + key.length });
  /** @type {Map<string, TagMark>} */
  const tags = new Map();
  return {
    async read(key) {
      return entries.get(key)?.bytes ?? null;
    },
    async version(key) {
      return entries.get(key)?.version ?? null;
    },
    async write(key, bytes, version, ttlSeconds) {
      entries.set(key, { bytes, version }, { ttl: ttlSeconds * 1000 });
    },
    async marks(list) {
      return list.map((tag) => tags.get(tag) ?? {});
    },
    async mark(list, mark) {
      for (const tag of list) tags.set(tag, { ...tags.get(tag), ...mark });
    },
  };
}

/**
 * @typedef {{ client: Redis; settled: Promise<void>; down: boolean }} Connection
 */

/** @typedef {{ version: string; record: StoredRecord; size: number }} DecodedEntry */

const held = /** @type {typeof globalThis & { yuNextCache?: { memory: Store; redis: Map<string, Connection>; decoded: LRUCache<string, DecodedEntry> } }} */ (globalThis);

/**
 * The process's stores, kept on globalThis: Next makes a handler per request, and may load this module twice. Beside
 * them, the entries this process has decoded, by key and version: a page served again costs a version check, not
 * the transfer and decoding of the whole entry.
 */
function stores() {
  held.yuNextCache ??= {
    memory: memoryStore(),
    redis: new Map(),
    decoded: new LRUCache({ maxSize: MEMORY_MAX_BYTES, sizeCalculation: (entry) => entry.size }),
  };
  return held.yuNextCache;
}

/**
 * The Redis connection of a URL, one per process. Commands fail at once while it is down (no offline queue); the
 * first ones wait for the first connection attempt to settle, so that a freshly started instance reads the shared
 * cache from its first request.
 * @param {string} url
 * @returns {Connection}
 */
function connection(url) {
  const all = stores().redis;
  const existing = all.get(url);
  if (existing) return existing;
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 500, 5_000),
  });
  /** @type {() => void} */
  let settle = () => {};
  const settled = new Promise((resolve) => {
    settle = () => resolve(undefined);
    setTimeout(settle, REDIS_CONNECT_TIMEOUT_MS).unref();
  });
  /** @type {Connection} */
  const made = { client, settled, down: false };
  client.on("ready", () => {
    settle();
    if (made.down) log("The shared page cache's Redis store is back", "info");
    made.down = false;
  });
  client.on("error", (error) => {
    settle();
    outage(made, error);
  });
  all.set(url, made);
  return made;
}

/**
 * Logs an outage once, until the store is back.
 * @param {Connection} made
 * @param {unknown} error
 */
function outage(made, error) {
  if (made.down) return;
  made.down = true;
  log("The shared page cache's Redis store is unavailable; caching in this process's memory until it is back", "warn", {
    error: error instanceof Error ? error.message : String(error),
  });
}

/**
 * @param {Connection} made
 * @param {string} tagsKey
 * @returns {Store}
 */
function redisStore(made, tagsKey) {
  const { client } = made;
  /** @template T @param {() => Promise<T>} command @returns {Promise<T>} */
  const run = async (command) => {
    await made.settled;
    if (client.status !== "ready") throw new Error(`Redis is ${client.status}`);
    return command();
  };
  return {
    read: (key) => run(() => client.getBuffer(key)),
    version: (key) => run(() => client.get(`${key}${VERSION_SUFFIX}`)),
    write: (key, bytes, version, ttlSeconds) =>
      run(async () => {
        // The entry first, then its version: a reader that sees the new version finds the new entry.
        await client.set(key, bytes, "EX", ttlSeconds);
        await client.set(`${key}${VERSION_SUFFIX}`, version, "EX", ttlSeconds);
      }),
    marks: (list) =>
      run(async () => {
        if (list.length === 0) return [];
        const fields = await client.hmget(tagsKey, ...list.flatMap((tag) => [`stale:${tag}`, `expired:${tag}`]));
        return list.map((_, index) => {
          const stale = Number(fields[index * 2] ?? Number.NaN);
          const expired = Number(fields[index * 2 + 1] ?? Number.NaN);
          return { ...(Number.isFinite(stale) ? { stale } : {}), ...(Number.isFinite(expired) ? { expired } : {}) };
        });
      }),
    mark: (list, mark) =>
      run(async () => {
        /** @type {Record<string, string>} */
        const fields = {};
        for (const tag of list) {
          if (mark.stale !== undefined) fields[`stale:${tag}`] = String(mark.stale);
          if (mark.expired !== undefined) fields[`expired:${tag}`] = String(mark.expired);
        }
        if (Object.keys(fields).length > 0) await client.hset(tagsKey, fields);
      }),
  };
}

/** @type {Map<string, string | null>} */
const buildIds = new Map();

/**
 * The build's id (`.next/BUILD_ID`), or null before the build has one.
 * @param {string | undefined} serverDistDir
 * @returns {string | null}
 */
function buildId(serverDistDir) {
  if (!serverDistDir) return null;
  const file = path.join(serverDistDir, "..", "BUILD_ID");
  if (!buildIds.has(file)) {
    let id = null;
    try {
      id = readFileSync(file, "utf8").trim() || null;
    } catch {
      id = null;
    }
    // An id found is the build's for good; a missing one may be written later in the build.
    if (id === null) return null;
    buildIds.set(file, id);
  }
  return buildIds.get(file) ?? null;
}

/**
 * Whether the tag marks make an entry stored at `lastModified` expired (not to be served) or stale (served, then
 * refreshed).
 * @param {TagMark[]} marks
 * @param {number} lastModified
 * @param {number} now
 * @returns {"fresh" | "stale" | "expired"}
 */
export function tagState(marks, lastModified, now) {
  let state = /** @type {"fresh" | "stale" | "expired"} */ ("fresh");
  for (const mark of marks) {
    if (mark.expired !== undefined && mark.expired <= now && mark.expired > lastModified) return "expired";
    if (mark.stale !== undefined && mark.stale > lastModified) state = "stale";
  }
  return state;
}

export default class SharedCacheHandler {
  /** @param {HandlerOptions} [options] */
  constructor(options = {}) {
    const id = buildId(options.serverDistDir);
    const url = process.env.REDIS_URL?.trim();
    const { memory, decoded } = stores();
    this.memory = memory;
    this.decoded = decoded;
    this.namespace = `${KEY_PREFIX}:${id ?? "unbuilt"}`;
    /** @type {Connection | null} */
    this.connection = null;
    /** @type {Store | null} */
    this.redis = null;
    // Entries of a build without an id yet (while it is being built) are kept in memory: they must not reach a
    // deployment's shared namespace.
    if (url && id) {
      this.connection = connection(url);
      this.redis = redisStore(this.connection, `${KEY_PREFIX}:tags`);
    }
  }

  /**
   * Runs a command on Redis, or on memory when there is no Redis or it fails.
   * @template T
   * @param {(store: Store) => Promise<T>} command
   * @returns {Promise<T>}
   */
  async #use(command) {
    if (!this.redis || !this.connection) return command(this.memory);
    try {
      return await command(this.redis);
    } catch (error) {
      outage(this.connection, error);
      return command(this.memory);
    }
  }

  /**
   * @param {string} key
   * @param {GetContext} ctx
   * @returns {Promise<CacheEntry | null>}
   */
  async get(key, ctx) {
    if (isTagCarrier(ctx)) {
      return { lastModified: Date.now(), value: { kind: "FETCH", data: { headers: {}, body: "", url: ctx.fetchUrl ?? "", status: 200 }, revalidate: false } };
    }
    const shared = this.redis !== null && this.connection !== null && !this.connection.down;
    const record = await this.#use((store) => this.#read(store, `${this.namespace}:${key}`));
    if (!record) {
      countLookup(shared, ctx.kind, "miss");
      return null;
    }
    const value = /** @type {CacheValue | null} */ (record.value);
    const tags = [...new Set([...record.tags, ...(ctx.kind === "FETCH" ? (ctx.tags ?? []) : []), ...(ctx.softTags ?? [])])];
    const now = Date.now();
    const state = tags.length === 0 ? "fresh" : tagState(await this.#marks(tags), record.lastModified, now);
    countLookup(shared, ctx.kind, state === "fresh" ? "hit" : state === "stale" ? "stale" : "miss");
    if (state === "expired") return null;
    /** @type {CacheEntry} */
    const entry = { lastModified: record.lastModified, value, ...(record.cacheControl ? { cacheControl: record.cacheControl } : {}) };
    if (state === "fresh") return entry;
    // Next judges an entry stale by its age against its revalidation time: an entry whose tag was invalidated is
    // handed over as old enough to be refreshed (in the background, while this one is served).
    const revalidate = value?.kind === "FETCH" ? (ctx.revalidate || value.revalidate) : record.cacheControl?.revalidate;
    if (value?.kind !== "FETCH" && typeof revalidate !== "number") return null;
    const seconds = typeof revalidate === "number" ? revalidate : 0;
    return { ...entry, lastModified: Math.min(record.lastModified, now - seconds * 1000 - 1) };
  }

  /**
   * An entry from a store: the copy this process decoded when it is still the current version, else read afresh.
   * @param {Store} store
   * @param {string} fullKey
   * @returns {Promise<StoredRecord | null>}
   */
  async #read(store, fullKey) {
    const version = await store.version(fullKey);
    if (version === null) return null;
    const copy = this.decoded.get(fullKey);
    if (copy && copy.version === version) return copy.record;
    const bytes = await store.read(fullKey);
    if (!bytes || bytes.byteLength === 0) return null;
    /** @type {StoredRecord} */
    let record;
    try {
      record = /** @type {StoredRecord} */ (deserialise(bytes));
    } catch {
      // Not an entry this code wrote (another format, cut short): a miss, which the next render overwrites.
      return null;
    }
    this.decoded.set(fullKey, { version, record, size: bytes.byteLength });
    return record;
  }

  /**
   * Tag marks, from Redis and this process's memory alike (an invalidation taken while Redis was down counts).
   * @param {string[]} tags
   * @returns {Promise<TagMark[]>}
   */
  async #marks(tags) {
    const local = await this.memory.marks(tags);
    if (!this.redis) return local;
    const shared = await this.#use((store) => store.marks(tags));
    return [...local, ...shared];
  }

  /**
   * @param {string} key
   * @param {CacheValue | null} data
   * @param {SetContext} ctx
   * @returns {Promise<void>}
   */
  async set(key, data, ctx) {
    if (isTagCarrier(ctx)) return;
    // Next keeps a page that redirected (a cached search whose service failed sends the visitor on) without its
    // Location: stored, it would answer everyone a redirect to nowhere. Not stored, the last good page stays
    // (stale) and is rendered again on the next request after it.
    if (isRedirectWithoutLocation(data)) return;
    const tags = entryTags(data, ctx);
    // Before anything is awaited: the page's first response is sent from this same header object.
    if (data?.kind === "APP_PAGE") {
      const headers = (data.headers ??= {});
      const carried = responseTags(tags);
      if (carried) {
        headers[SECTION_CACHE_TAGS] = carried;
        headers[XKEY] = carried;
      }
      if (typeof data.html === "string" && data.html !== "") headers.etag = pageEtag(data.html);
    }
    const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
    const expire = typeof cacheControl?.expire === "number" && cacheControl.expire > 0 ? cacheControl.expire : MAX_TTL_SECONDS;
    /** @type {StoredRecord} */
    const record = { lastModified: Date.now(), value: data, tags, ...(cacheControl ? { cacheControl } : {}) };
    const bytes = serialise(record);
    const fullKey = `${this.namespace}:${key}`;
    const version = `${record.lastModified}:${Math.random().toString(36).slice(2, 10)}`;
    // No decoded copy yet: the first read decodes it (a page rendered once and never asked for again costs nothing
    // more), and never hands out the live object Next goes on using.
    this.decoded.delete(fullKey);
    await this.#use((store) => store.write(fullKey, bytes, version, Math.min(expire, MAX_TTL_SECONDS)));
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
    const now = Date.now();
    /** @type {TagMark} */
    const mark = durations
      ? { stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) }
      : { stale: now, expired: now };
    if (list.length === 0) return;
    await this.memory.mark(list, mark);
    if (this.redis) await this.#use((store) => store.mark(list, mark));
  }

  resetRequestCache() {}
}

/** Closes the process's Redis connections (tests). */
export async function closeSharedCacheConnections() {
  const all = stores().redis;
  await Promise.all([...all.values()].map(({ client }) => client.quit().catch(() => client.disconnect())));
  all.clear();
}
