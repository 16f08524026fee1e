// The page cache in this process's memory (without REDIS_URL, and while Redis is down): the records themselves,
// as Next handed them over, never serialised; bounded by their size (record-size.mjs), least recently used out first.
import { LRUCache } from "lru-cache";
import { recordSize } from "./record-size.mjs";

/** @typedef {import("./store.mjs").Store} Store */
/** @typedef {import("./store.mjs").StoredRecord} StoredRecord */
/** @typedef {import("./store.mjs").TagMark} TagMark */

/** The memory store's bound: about this many bytes of records. */
export const MEMORY_MAX_BYTES = 64 * 1024 * 1024;

/** @type {readonly TagMark[]} */
const NO_MARKS = Object.freeze([]);

/**
 * @param {number} [maxBytes]
 * @returns {Store & { readonly size: number }}
 */
export function memoryStore(maxBytes = MEMORY_MAX_BYTES) {
  /** @type {LRUCache<string, StoredRecord>} */
  const entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (record, key) => recordSize(record) + key.length });
  /** @type {Map<string, TagMark>} */
  const tags = new Map();
  return {
    get size() {
      return entries.size;
    },
    read(key) {
      return entries.get(key) ?? null;
    },
    write(key, record, ttlSeconds) {
      entries.set(key, record, { ttl: ttlSeconds * 1000 });
    },
    // Only the tags that were ever invalidated have a mark: a lookup of a page none of whose tags was answers with
    // no list made.
    marks(list) {
      /** @type {TagMark[] | null} */
      let found = null;
      for (const tag of list) {
        const mark = tags.get(tag);
        if (mark) (found ??= []).push(mark);
      }
      return found ?? NO_MARKS;
    },
    mark(list, mark) {
      for (const tag of list) tags.set(tag, { ...tags.get(tag), ...mark });
    },
  };
}
