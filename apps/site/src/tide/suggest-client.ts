import "server-only";
import { memoCache } from "@yu/memo-cache";
import { config } from "@/config/env";
import { SUGGEST_TIMEOUT_MS, SUGGESTIONS_CACHE } from "@/config/constants";
import { processWide } from "@/config/process-wide";
import { memoFigures } from "@/metrics/memo-figures";
import { serviceGet } from "@/tide/http";
import type { AutocompleteRequest, SuggestItem, SuggestionType } from "./suggest-item";
import { parseSuggestItems, suggestArraySchema } from "./suggest-response";

/** The search collection of each kind of suggestion: content, or the `-courses` catalogue collection. */
export function collectionFor(type: SuggestionType, searchCollection: string): string {
  return type === "courses" ? `${searchCollection}-courses` : searchCollection;
}

/** The suggest.json URL of a request (parameters encoded: typed text may hold `&`, `#` or `%`). */
export function suggestUrl(request: AutocompleteRequest, suggestBase: string, searchCollection: string): string {
  const query = new URLSearchParams({
    collection: collectionFor(request.type, searchCollection),
    partial_query: request.partialQuery,
    show: String(request.show),
  });
  return `${suggestBase}${suggestBase.includes("?") ? "&" : "?"}${query.toString()}`;
}

/*
 * Visitors type the same beginnings ("nur", "busi") all day: answers are kept for a minute, as long as the
 * search service lets HTTP caches keep them, and concurrent lookups of the same text share one request.
 * Failures are not kept. One memo per process (config/process-wide.ts), whichever of Next's bundles asks.
 */
const answers = processWide("yu.site.memo.suggestions", () => memoCache<string, SuggestItem[], string | null>({
  max: SUGGESTIONS_CACHE.max,
  ttlMs: SUGGESTIONS_CACHE.ttlMs,
  load: async (url, requestId) => {
    const { data } = await serviceGet(url, suggestArraySchema, { endpoint: "suggest", timeoutMs: SUGGEST_TIMEOUT_MS, requestId });
    return parseSuggestItems(data);
  },
  observer: memoFigures("suggestions"),
}));

/** Asks the search service for suggestions; throws a TideError when it fails, answers oddly or is late. */
export async function fetchSuggestions(request: AutocompleteRequest, requestId?: string | null): Promise<SuggestItem[]> {
  const cfg = config();
  const url = suggestUrl(request, cfg.searchSuggestUrl, cfg.searchCollection);
  return answers.get(url, requestId ?? null);
}

/** Forgets every kept answer (tests). */
export function clearSuggestionCache(): void {
  answers.clear();
}
