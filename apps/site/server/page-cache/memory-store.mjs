// The page cache in this process's memory (without REDIS_URL, and while Redis is down): the records themselves,
// as Next handed them over, never serialised; bounded by their size (record-size.mjs), least recently used out first.
import { LRUCache } from "lru-cache";
import { recordSize } from "./record-size.mjs";

/** @typedef {import("./store.mjs").StoredRecord} StoredRecord */
/** @typedef {import("./store.mjs").TagMark} TagMark */
/** @typedef {import("./store.mjs").TagsOf} TagsOf */
/**
 * A Store (store.mjs) whose answers are plain values.
 * @typedef {{
 *   readonly size: number;
 *   lookup(key: string, tagsOf: TagsOf): import("./store.mjs").Found | null;
 *   write(key: string, record: StoredRecord, ttlSeconds: number): void;
 *   marks(tags: readonly string[]): readonly TagMark[];
 *   mark(tags: readonly string[], mark: TagMark): void;
 * }} MemoryStore
 */

/** The memory store's bound: about this many bytes of records. */
export const MEMORY_MAX_BYTES = 64 * 1024 * 1024;

/** @type {readonly TagMark[]} */
const NO_MARKS = Object.freeze([]);

/**
 * @param {number} [maxBytes]
 * @returns {MemoryStore}
 */
export function memoryStore(maxBytes = MEMORY_MAX_BYTES) {
  /** @type {LRUCache<string, StoredRecord>} */
  const entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (record, key) => recordSize(record) + key.length });
  /** @type {Map<string, TagMark>} */
  const tags = new Map();
  /**
   * Only the tags that were ever invalidated have a mark: a lookup of a page none of whose tags was makes no list.
   * @param {readonly string[]} list
   */
  const marks = (list) => {
    /** @type {TagMark[] | null} */
    let found = null;
    for (const tag of list) {
      const mark = tags.get(tag);
      if (mark) (found ??= []).push(mark);
    }
    return found ?? NO_MARKS;
  };
  return {
    get size() {
      return entries.size;
    },
    lookup(key, tagsOf) {
      const record = entries.get(key);
      return record ? { record, marks: marks(tagsOf(record)) } : null;
    },
    write(key, record, ttlSeconds) {
      entries.set(key, record, { ttl: ttlSeconds * 1000 });
    },
    marks,
    mark(list, mark) {
      for (const tag of list) tags.set(tag, { ...tags.get(tag), ...mark });
    },
  };
}
