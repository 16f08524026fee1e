// A stored entry one of whose tags was marked stale (the "max" profile) is still served, once more, while Next
// refreshes it in the background. Next judges an entry stale by its age against its revalidation time, so it is
// handed over as old enough to be refreshed.

/** @typedef {import("./entry.mjs").CacheEntry} CacheEntry */
/** @typedef {import("./entry.mjs").GetContext} GetContext */
/** @typedef {import("./entry.mjs").StoredRecord} StoredRecord */

/**
 * The entry to hand over, or null for one Next could not refresh (a page or route without a revalidation time).
 * @param {StoredRecord} record
 * @param {GetContext} ctx
 * @param {number} now
 * @returns {CacheEntry | null}
 */
export function staleEntry(record, ctx, now) {
  const { value, cacheControl } = record;
  const revalidate = value?.kind === "FETCH" ? (ctx.revalidate || value.revalidate) : cacheControl?.revalidate;
  if (value?.kind !== "FETCH" && typeof revalidate !== "number") return null;
  const seconds = typeof revalidate === "number" ? revalidate : 0;
  return { lastModified: Math.min(record.lastModified, now - seconds * 1000 - 1), value, ...(cacheControl ? { cacheControl } : {}) };
}
