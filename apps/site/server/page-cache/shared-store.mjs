// The page cache with REDIS_URL: Redis, shared by every instance, and this process's memory for each call Redis
// fails (the outage logged once): a page never fails because Redis is down. Tag marks are read from both, so that
// an invalidation taken while Redis was down still counts, and written to both.
import { outage } from "./redis-connection.mjs";

/** @typedef {import("./redis-connection.mjs").Connection} Connection */
/** @typedef {import("./store.mjs").Store} Store */

/**
 * @param {Store} redis
 * @param {Store} memory
 * @param {Connection} connection
 * @returns {Store}
 */
export function sharedStore(redis, memory, connection) {
  /**
   * @template T
   * @param {() => T | Promise<T>} shared
   * @param {() => T | Promise<T>} local
   * @returns {Promise<T>}
   */
  const either = async (shared, local) => {
    try {
      return await shared();
    } catch (error) {
      outage(connection, error);
      return local();
    }
  };
  return {
    async lookup(key, tagsOf) {
      /** @type {import("./store.mjs").Found | null} */
      let found;
      try {
        found = await redis.lookup(key, tagsOf);
      } catch (error) {
        outage(connection, error);
        return memory.lookup(key, tagsOf);
      }
      if (!found) return null;
      const local = await memory.marks(tagsOf(found.record));
      return local.length === 0 ? found : { record: found.record, marks: [...local, ...found.marks] };
    },
    write: (key, record, ttlSeconds) => either(() => redis.write(key, record, ttlSeconds), () => memory.write(key, record, ttlSeconds)),
    async marks(tags) {
      const local = await memory.marks(tags);
      const shared = await either(() => redis.marks(tags), () => []);
      return local.length === 0 ? shared : shared.length === 0 ? local : [...local, ...shared];
    },
    async mark(tags, mark) {
      await memory.mark(tags, mark);
      await either(() => redis.mark(tags, mark), () => undefined);
    },
  };
}
