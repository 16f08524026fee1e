import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sendApi } from "../http/api-reply.ts";
import type { SearchLimit } from "../http/search-limit.ts";
import { parseSearchParams } from "../search/search-params.ts";
import { searchResponse } from "../search/search-response.ts";
import type { SearchStore } from "../search/search-store.ts";
import { parseSuggestParams } from "../search/suggest-params.ts";
import { toSuggestItem } from "../search/suggest-items.ts";
import type { SuggestStore } from "../search/suggest-store.ts";

export interface SearchRouteDeps {
  suggestions: SuggestStore;
  search: SearchStore;
  /** CONTENT_PUBLIC_URL: file documents are answered at their absolute URL on it. */
  publicUrl: string;
  /** Per-visitor budget of searches and suggestions; none: unlimited. */
  limit?: SearchLimit;
}

/** True when the visitor is past its budget (the 429 has been sent). */
async function refused(limit: SearchLimit | undefined, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const wait = await limit?.spend({ socket: request.ip, forwardedFor: request.headers["x-forwarded-for"] });
  if (wait === undefined || wait === null) return false;
  await reply.code(429).header("retry-after", String(wait)).header("cache-control", "no-store")
    .send({ error: `Too many searches from your connection. Please wait ${wait} seconds and try again.` });
  return true;
}

/**
 * GET /s/suggest.json?collection=…&partial_query=…&show=… — Funnelback-compatible suggestions, so that the
 * university's Funnelback can replace this service by configuration alone.
 */
export function registerSearchRoutes(app: FastifyInstance, { suggestions, search, publicUrl, limit }: SearchRouteDeps): void {
  app.get("/s/suggest.json", async (request, reply) => {
    if (await refused(limit, request, reply)) return reply;
    const params = parseSuggestParams(request.query as Record<string, unknown>);
    const rows = await suggestions.suggest(params.collection, params.partialQuery, params.show);
    return sendApi(reply, rows.map((row) => toSuggestItem(row, params.collection.kind)),
      { cacheTags: ["node_list"], contentType: "application/json; charset=utf-8" });
  });

  /**
   * GET /s/search.json?collection=…&query=…&num_ranks=…&start_rank=…&sort=…&f.{Facet}|{key}=… — Funnelback-compatible
   * full-text search (README "Search"), so that a real Funnelback can replace it through SEARCH_API_URL.
   */
  app.get("/s/search.json", async (request, reply) => {
    if (await refused(limit, request, reply)) return reply;
    const params = parseSearchParams(request.query as Record<string, unknown>);
    const data = await search.search(params);
    return sendApi(reply, searchResponse(params, data, publicUrl),
      { cacheTags: ["node_list"], contentType: "application/json; charset=utf-8" });
  });
}
