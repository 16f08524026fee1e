// The page cache in Redis, shared by every instance: each record's bytes (serialise.mjs) under its key, its version
// (when it was stored) beside it, and every tag's invalidation marks in one hash. This process's only copy of a
// record is the one it decoded (or stored) last, kept by key and version: a page served again costs one round trip
// for its version and its tags' marks, not the transfer and decoding of the whole entry. Every command fails at once
// while Redis is down (shared-store.mjs then uses this process's memory).
import { LRUCache } from "lru-cache";
import { onRedis } from "./redis-connection.mjs";
import { recordSize } from "./record-size.mjs";
import { deserialise, serialise } from "./serialise.mjs";

/** @typedef {import("./redis-connection.mjs").Connection} Connection */
/** @typedef {import("./store.mjs").Store} Store */
/** @typedef {import("./store.mjs").StoredRecord} StoredRecord */
/** @typedef {import("./store.mjs").TagMark} TagMark */
/** @typedef {{ version: string; record: StoredRecord }} Decoded */

/** Beside each stored entry, its version (when it was stored): a small read that says whether a copy is current. */
const VERSION_SUFFIX = ":version";
/** The decoded copies' bound: about this many bytes of records. */
const DECODED_MAX_BYTES = 64 * 1024 * 1024;

/** @type {readonly TagMark[]} */
const NO_MARKS = Object.freeze([]);

/** The hash fields of a list of tags' marks, made once for each stored list (a page's lookups judge it by its own). */
/** @type {WeakMap<readonly string[], string[]>} */
const fieldsOfList = new WeakMap();

/** @param {readonly string[]} tags */
function markFields(tags) {
  let fields = fieldsOfList.get(tags);
  if (!fields) {
    fields = tags.flatMap((tag) => [`stale:${tag}`, `expired:${tag}`]);
    fieldsOfList.set(tags, fields);
  }
  return fields;
}

/** @param {unknown} text */
const markTime = (text) => (typeof text === "string" && text !== "" ? Number(text) : Number.NaN);

/**
 * The marks of the tags that have any, from the hash's fields (markFields' order).
 * @param {readonly string[]} tags
 * @param {unknown} reply
 * @returns {readonly TagMark[]}
 */
function marksOf(tags, reply) {
  const fields = /** @type {unknown[]} */ (reply);
  /** @type {TagMark[] | null} */
  let found = null;
  for (let index = 0; index < tags.length; index += 1) {
    const stale = markTime(fields[index * 2]);
    const expired = markTime(fields[index * 2 + 1]);
    if (Number.isFinite(stale) || Number.isFinite(expired)) {
      (found ??= []).push({ ...(Number.isFinite(stale) ? { stale } : {}), ...(Number.isFinite(expired) ? { expired } : {}) });
    }
  }
  return found ?? NO_MARKS;
}

/**
 * A pipeline's reply to one of its commands, or its error thrown.
 * @param {[Error | null, unknown][] | null} replies
 * @param {number} index
 */
function replyAt(replies, index) {
  const [error, reply] = replies?.[index] ?? [new Error("Redis answered no reply"), null];
  if (error) throw error;
  return reply;
}

/**
 * @param {Connection} made
 * @param {string} tagsKey the hash of every tag's marks
 * @returns {Store}
 */
export function redisStore(made, tagsKey) {
  const { client } = made;
  /** @type {LRUCache<string, Decoded>} */
  const decoded = new LRUCache({ maxSize: DECODED_MAX_BYTES, sizeCalculation: (copy, key) => recordSize(copy.record) + key.length });

  /** @param {readonly string[]} tags @returns {Promise<readonly TagMark[]>} */
  const readMarks = async (tags) => (tags.length === 0 ? NO_MARKS : marksOf(tags, await client.hmget(tagsKey, ...markFields(tags))));

  /**
   * A record read afresh (another instance stored it, or this process has no copy), with its tags' marks.
   * @param {string} key
   * @param {string} version
   * @param {import("./store.mjs").TagsOf} tagsOf
   */
  const readAfresh = async (key, version, tagsOf) => {
    const bytes = await client.getBuffer(key);
    if (!bytes || bytes.byteLength === 0) return null;
    /** @type {StoredRecord} */
    let record;
    try {
      record = /** @type {StoredRecord} */ (deserialise(bytes));
    } catch {
      // Not an entry this code wrote (another format, cut short): a miss, which the next render overwrites.
      return null;
    }
    decoded.set(key, { version, record });
    return { record, marks: await readMarks(tagsOf(record)) };
  };

  return {
    lookup: (key, tagsOf) =>
      onRedis(made, async () => {
        const versionKey = `${key}${VERSION_SUFFIX}`;
        const copy = decoded.get(key);
        if (!copy) {
          const version = await client.get(versionKey);
          return version === null ? null : readAfresh(key, version, tagsOf);
        }
        // With a copy, its version and its tags' marks in one round trip: the copy is current nearly always.
        const tags = tagsOf(copy.record);
        const asking = client.pipeline().get(versionKey);
        if (tags.length > 0) asking.hmget(tagsKey, ...markFields(tags));
        const replies = await asking.exec();
        const version = replyAt(replies, 0);
        if (typeof version !== "string") {
          decoded.delete(key);
          return null;
        }
        if (version !== copy.version) return readAfresh(key, version, tagsOf);
        return { record: copy.record, marks: tags.length === 0 ? NO_MARKS : marksOf(tags, replyAt(replies, 1)) };
      }),
    write: (key, record, ttlSeconds) =>
      onRedis(made, async () => {
        const version = `${record.lastModified}:${Math.random().toString(36).slice(2, 10)}`;
        // The entry first, then its version: a reader that sees the new version finds the new entry. (Not as one
        // transaction: ioredis would copy the entry's bytes once more to send it.)
        await client.set(key, serialise(record), "EX", ttlSeconds);
        await client.set(`${key}${VERSION_SUFFIX}`, version, "EX", ttlSeconds);
        // The record stored is this process's copy: its first lookup reads no more than the version.
        decoded.set(key, { version, record });
      }),
    marks: (list) => onRedis(made, () => readMarks(list)),
    mark: (list, mark) =>
      onRedis(made, async () => {
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
