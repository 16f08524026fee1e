import "server-only";
import { SUGGESTIONS_MIN_CHARS } from "@/config/constants";
import { errorFields, log } from "@/tide/log";
import { BODY_EXAMPLE, parseAutocompleteRequest } from "./autocomplete-request";
import { fetchSuggestions } from "@/tide/suggest-client";
import type { SuggestItem } from "@/tide/suggest-item";
import { noStoreJson } from "./no-store-json";
import { OUTAGE_STATUS, outageHeaders } from "./outage";
import { readJsonPost, refusalHeaders } from "./post-preamble";

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
    // Down, too slow or answering nonsense: an outage, answered as every endpoint answers one (endpoints/outage.ts).
    log.error("search suggestions failed", { ...errorFields(error), type: request.type, requestId: requestId ?? undefined });
    return { status: OUTAGE_STATUS, body: { error: SUGGESTIONS_UNAVAILABLE } };
  }
}

/** Far more than the longest partial query and its type: anything larger is not a lookup. */
const MAX_BODY_BYTES = 4 * 1024;

/** POST /api/search-autocomplete (spec §7): `{"type", "params": {"partial_query", "show"}}` → suggest items. */
export async function answerAutocompletePost(request: Request): Promise<Response> {
  const read = await readJsonPost(request, { budget: "suggest", example: BODY_EXAMPLE, maxBytes: MAX_BODY_BYTES, tooLarge: "The lookup is too large." });
  if (!read.ok) return noStoreJson({ error: read.refusal.message }, read.refusal.status, refusalHeaders(read.refusal));
  const answer = await answerAutocomplete(read.value, request.headers.get("x-request-id"));
  return noStoreJson(answer.body, answer.status, answer.status === OUTAGE_STATUS ? outageHeaders() : {});
}
