import { memoCacheFigures } from "@yu/metrics";

/**
 * The content service's in-process memos, by name (a fixed set: the `cache` label stays bounded): the search answers,
 * the best bets and the title suggestions (`search/result-cache.ts`, on `@yu/memo-cache`).
 */
export const CONTENT_MEMOS = ["search-results", "best-bets", "synonyms", "suggestions"] as const;
export type ContentMemo = (typeof CONTENT_MEMOS)[number];

/** The observer a memo of the service takes: `content_memo_cache_lookups_total` and `content_memo_cache_entries`. */
export function memoFigures(cache: ContentMemo) {
  return memoCacheFigures("content", CONTENT_MEMOS)(cache);
}
