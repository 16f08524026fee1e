import { SUGGESTIONS_PER_CALL } from "@/config/constants";
import type { Suggestion, SuggestionType } from "@/tide/suggest-item";
import { toSuggestions } from "./suggestion-items";

/** One of the two parallel lookups of spec §7; failures are rethrown to the caller. */
export async function requestSuggestions(type: SuggestionType, partialQuery: string, signal: AbortSignal): Promise<Suggestion[]> {
  const response = await fetch("/api/search-autocomplete", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ type, params: { partial_query: partialQuery, show: SUGGESTIONS_PER_CALL } }),
    signal,
  });
  if (!response.ok) throw new Error(`Suggestions failed with status ${response.status}`);
  return toSuggestions(await response.json());
}
