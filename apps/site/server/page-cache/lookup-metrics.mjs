// The page cache's lookups, by store, kind of entry and result (the operator's hit ratio):
// `site_page_cache_lookups_total`, in the process's registry, found once per process.
import { metricOnce, processRegistry } from "@yu/metrics";
import { Counter } from "prom-client";

/** @typedef {"memory" | "redis"} StoreName */
/** @typedef {"hit" | "stale" | "miss"} LookupResult */

/** Next's kinds of cache entry: the label's only values (anything else counts as "OTHER"). */
const ENTRY_KINDS = new Set(["APP_PAGE", "APP_ROUTE", "FETCH", "PAGES", "REDIRECT", "IMAGE"]);

/** @type {Counter<"store" | "kind" | "result"> | null} */
let lookupCounter = null;
const lookups = () => (lookupCounter ??= metricOnce(processRegistry("site"), "site_page_cache_lookups_total", () => new Counter({
  name: "site_page_cache_lookups_total",
  help: "Lookups in the site's page cache (Next's incremental cache), by store, kind of entry and result: hit, stale (served, then refreshed) or miss.",
  labelNames: ["store", "kind", "result"],
  registers: [processRegistry("site")],
})));

/** @typedef {Record<"store" | "kind" | "result", string>} LookupLabels */

/** Each kind's label sets, made on its first lookup: a lookup counts without building them. */
/** @type {Map<string, Record<StoreName, Record<LookupResult, LookupLabels>>>} */
const labelSets = new Map();

/**
 * @param {string} kind
 * @param {StoreName} store
 */
const resultLabels = (kind, store) => ({
  hit: { store, kind, result: "hit" },
  stale: { store, kind, result: "stale" },
  miss: { store, kind, result: "miss" },
});

/**
 * Counts one lookup.
 * @param {StoreName} store
 * @param {string | undefined} kind
 * @param {LookupResult} result
 */
export function countLookup(store, kind, result) {
  const label = kind !== undefined && ENTRY_KINDS.has(kind) ? kind : "OTHER";
  let sets = labelSets.get(label);
  if (!sets) labelSets.set(label, (sets = { memory: resultLabels(label, "memory"), redis: resultLabels(label, "redis") }));
  lookups().inc(sets[store][result]);
}
