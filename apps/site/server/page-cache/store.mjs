// What each of the page cache's stores does (memory-store.mjs, redis-store.mjs, and shared-store.mjs: Redis with
// this process's memory while it is down). A lookup answers a record with the marks of its tags at once, so that
// Redis is asked both in one round trip. A store may answer at once or later: the memory store's answers are plain
// values, so a lookup there waits for nothing.

/**
 * @typedef {import("./entry.mjs").StoredRecord} StoredRecord
 * @typedef {import("./tags.mjs").TagMark} TagMark
 * @typedef {{ record: StoredRecord; marks: readonly TagMark[] }} Found a record, and the marks of the tags it is judged by
 * @typedef {(record: StoredRecord) => readonly string[]} TagsOf the tags a lookup judges a record by
 * @typedef {{
 *   lookup(key: string, tagsOf: TagsOf): Found | null | Promise<Found | null>;
 *   write(key: string, record: StoredRecord, ttlSeconds: number): void | Promise<void>;
 *   marks(tags: readonly string[]): readonly TagMark[] | Promise<readonly TagMark[]>;
 *   mark(tags: readonly string[], mark: TagMark): void | Promise<void>;
 * }} Store
 */

export {};
