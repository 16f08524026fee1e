// What each of the page cache's stores does (memory-store.mjs, redis-store.mjs, and shared-store.mjs: Redis with
// this process's memory while it is down). A store may answer at once or later: the memory store's answers are
// plain values, so a lookup there waits for nothing.

/**
 * @typedef {import("./entry.mjs").StoredRecord} StoredRecord
 * @typedef {import("./tags.mjs").TagMark} TagMark
 * @typedef {{
 *   read(key: string): StoredRecord | null | Promise<StoredRecord | null>;
 *   write(key: string, record: StoredRecord, ttlSeconds: number): void | Promise<void>;
 *   marks(tags: readonly string[]): readonly TagMark[] | Promise<readonly TagMark[]>;
 *   mark(tags: readonly string[], mark: TagMark): void | Promise<void>;
 * }} Store
 */

export {};
