import { memoCache, type MemoCache } from "@yu/memo-cache";
import { memoFigures, type ContentMemo } from "../metrics/memo-figures.ts";

/** Computed answers kept in memory: each `get(key, compute)` computes a key once while it is fresh. */
export type ComputedAnswers<V> = MemoCache<string, V, () => Promise<V>>;

/**
 * At most `max` answers (least recently used out first), each kept `ttlMs`, on the one memo the site uses too
 * (`@yu/memo-cache`): concurrent misses of a key share one computation, failures are not kept, and `clear()` (the
 * content changed) forgets every answer, one still being computed included. Its lookups and entries are counted
 * under its `name` (`content_memo_cache_*`).
 */
export function computedAnswers<V>(name: ContentMemo, max: number, ttlMs: number): ComputedAnswers<V> {
  return memoCache<string, V, () => Promise<V>>({ max, ttlMs, load: (_key, compute) => compute(), observer: memoFigures(name) });
}
