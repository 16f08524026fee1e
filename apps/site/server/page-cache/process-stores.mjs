// The process's stores, kept on globalThis: Next makes a cache handler per request, and may load these modules
// twice. One memory store; per Redis address, one connection and its store (with this process's decoded copies).
import { memoryStore } from "./memory-store.mjs";
import { connect, disconnect } from "./redis-connection.mjs";
import { redisStore } from "./redis-store.mjs";
import { sharedStore } from "./shared-store.mjs";

/** @typedef {import("./store.mjs").Store} Store */
/** @typedef {import("./redis-connection.mjs").Connection} Connection */
/** @typedef {{ connection: Connection; store: Store }} Shared */

/** Every key's beginning in Redis: entries under `{KEY_PREFIX}:{BUILD_ID}:`. */
export const KEY_PREFIX = "yu-site:next-cache";
/**
 * The hash of every tag's marks, which every build reads: an invalidation sent to an old instance during a rolling
 * deployment still reaches the new one.
 */
const TAGS_KEY = `${KEY_PREFIX}:tags`;

const held = /** @type {typeof globalThis & { yuPageCache?: { memory: Store; shared: Map<string, Shared> } }} */ (globalThis);

function stores() {
  held.yuPageCache ??= { memory: memoryStore(), shared: new Map() };
  return held.yuPageCache;
}

/** This process's memory store. */
export const processMemory = () => stores().memory;

/**
 * The store of a Redis address (with this process's memory while Redis is down), made on first use.
 * @param {string} url
 * @returns {Shared}
 */
export function processShared(url) {
  const all = stores().shared;
  let shared = all.get(url);
  if (!shared) {
    const connection = connect(url);
    shared = { connection, store: sharedStore(redisStore(connection, TAGS_KEY), stores().memory, connection) };
    all.set(url, shared);
  }
  return shared;
}

/** Closes the process's Redis connections (tests). */
export async function closeSharedCacheConnections() {
  const all = stores().shared;
  await Promise.all([...all.values()].map(({ connection }) => disconnect(connection)));
  all.clear();
}
