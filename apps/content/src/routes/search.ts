import type { FastifyInstance } from "fastify";
import { sendApi } from "../http/api-reply.ts";
import { parseSuggestParams } from "../search/suggest-params.ts";
import { toSuggestItem } from "../search/suggest-items.ts";
import type { SuggestStore } from "../search/suggest-store.ts";

export interface SearchRouteDeps {
  suggestions: SuggestStore;
}

/**
 * GET /s/suggest.json?collection=…&partial_query=…&show=… — Funnelback-compatible suggestions, so that the
 * university's Funnelback can replace this service by configuration alone.
 */
export function registerSearchRoutes(app: FastifyInstance, { suggestions }: SearchRouteDeps): void {
  app.get("/s/suggest.json", async (request, reply) => {
    const params = parseSuggestParams(request.query as Record<string, unknown>);
    const rows = await suggestions.suggest(params.collection, params.partialQuery, params.show);
    return sendApi(reply, rows.map((row) => toSuggestItem(row, params.collection.kind)),
      { cacheTags: ["node_list"], contentType: "application/json; charset=utf-8" });
  });
}
