import "server-only";
import { SUGGESTIONS_PER_CALL } from "@/config/constants";
import { fetchSuggestions } from "@/tide/suggest-client";
import type { AutocompleteRequest, SuggestItem, SuggestionType } from "@/tide/suggest-item";
import { config } from "@/config/env";
import { errorFields, log } from "@/tide/log";
import { OUTAGE_STATUS, outageHeaders } from "./outage";
import { refuseEarly, refusalHeaders } from "./post-preamble";
import { parseSuggestionsQuery } from "./opensearch/suggestions-query";
import { SUGGESTIONS_CONTENT_TYPE, toOpenSearchSuggestions, type OpenSearchSuggestions } from "./opensearch/suggestions-response";

export interface SuggestionsAnswer {
  status: number;
  body: OpenSearchSuggestions | { error: string };
  cacheControl: string;
}

type Suggest = (request: AutocompleteRequest, requestId?: string | null) => Promise<SuggestItem[]>;

const KEEP = "public, max-age=60";
// An answer missing a list because the search service failed is not worth keeping: the next one may be whole.
const DO_NOT_KEEP = "no-store";
// In the header's order: content suggestions, then courses and units.
const TYPES: readonly SuggestionType[] = ["suggestions", "courses"];

/**
 * The answer of GET /search/openSearchQueries?q= (spec §2.1): the header's two suggestion lookups, merged.
 * A browser's address bar shows nothing rather than an error: a lookup that fails leaves its list empty, and the
 * lists that came are answered (not kept). When every lookup failed the search service is away: the empty lists
 * are an outage's answer (503 with Retry-After, endpoints/outage.ts), which a browser shows as nothing too.
 */
export async function answerOpenSearchSuggestions(q: string | null, siteOrigin: string, requestId?: string | null,
  suggest: Suggest = fetchSuggestions): Promise<SuggestionsAnswer> {
  const parsed = parseSuggestionsQuery(q);
  if (!parsed.ok) return { status: 400, body: { error: parsed.message }, cacheControl: DO_NOT_KEEP };
  const { query, lookup } = parsed;
  if (lookup === null) return { status: 200, body: [query, [], [], []], cacheControl: KEEP };

  const settled = await Promise.allSettled(TYPES.map((type) => suggest({ type, partialQuery: lookup, show: SUGGESTIONS_PER_CALL }, requestId)));
  const lists: SuggestItem[][] = [];
  let failures = 0;
  settled.forEach((result, i) => {
    if (result.status === "fulfilled") {
      lists.push(result.value);
      return;
    }
    failures += 1;
    log.error("opensearch suggestions failed", { ...errorFields(result.reason), type: TYPES[i], requestId: requestId ?? undefined });
  });
  const status = failures === TYPES.length ? OUTAGE_STATUS : 200;
  return { status, body: toOpenSearchSuggestions(query, lists, siteOrigin), cacheControl: failures > 0 ? DO_NOT_KEEP : KEEP };
}

/** GET /search/openSearchQueries?q=: the visitor's suggestion budget, then the answer in its content type. */
export async function answerOpenSearchQueries(request: Request, q: string | null): Promise<Response> {
  const refused = await refuseEarly(request, { budget: "suggest" });
  if (refused) return Response.json({ error: refused.message }, { status: refused.status, headers: refusalHeaders(refused) });
  const answer = await answerOpenSearchSuggestions(q, config().siteOrigin, request.headers.get("x-request-id"));
  const suggestions = answer.status === 200 || answer.status === OUTAGE_STATUS;
  const headers = { "Content-Type": suggestions ? SUGGESTIONS_CONTENT_TYPE : "application/json; charset=utf-8", "Cache-Control": answer.cacheControl,
    ...(answer.status === OUTAGE_STATUS ? outageHeaders() : {}) };
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers });
}
