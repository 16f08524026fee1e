import "server-only";
import { SUGGESTIONS_MIN_CHARS } from "@/config/constants";
import { errorFields, log } from "@/tide/log";
import { parseAutocompleteRequest } from "./autocomplete-request";
import { fetchSuggestions } from "./suggest-client";
import type { SuggestItem } from "./suggest-item";

export const SUGGESTIONS_UNAVAILABLE = "Suggestions are unavailable right now.";

export interface AutocompleteAnswer {
  status: number;
  body: SuggestItem[] | { error: string };
}

/** The answer of POST /api/search-autocomplete for a parsed JSON body. */
export async function answerAutocomplete(body: unknown, requestId?: string | null): Promise<AutocompleteAnswer> {
  const parsed = parseAutocompleteRequest(body);
  if (!parsed.ok) return { status: 400, body: { error: parsed.message } };
  const { request } = parsed;
  // Spec §9: suggestions only from three characters; shorter text never reaches the search service.
  if ([...request.partialQuery].length < SUGGESTIONS_MIN_CHARS) return { status: 200, body: [] };
  try {
    return { status: 200, body: await fetchSuggestions(request, requestId) };
  } catch (error) {
    log.error("search suggestions failed", { ...errorFields(error), type: request.type, requestId: requestId ?? undefined });
    return { status: 502, body: { error: SUGGESTIONS_UNAVAILABLE } };
  }
}
