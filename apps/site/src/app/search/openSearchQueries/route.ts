import type { NextRequest } from "next/server";
import { config } from "@/config/env";
import { spendBudget } from "@/features/rate-limit/spend";
import { retryAfterHeaders, tooManyMessage } from "@/features/rate-limit/too-many";
import { answerOpenSearchSuggestions } from "@/features/opensearch/answer-suggestions";
import { SUGGESTIONS_CONTENT_TYPE } from "@/features/opensearch/suggestions-response";

/** OpenSearch suggestions for a browser's address bar (spec §2.1): `?q=` → `[q, [titles], [descriptions], [urls]]`. */
export async function GET(request: NextRequest) {
  const rate = await spendBudget("suggest", request.headers);
  if (!rate.allowed) return Response.json({ error: tooManyMessage(rate.retryAfter) }, { status: 429, headers: retryAfterHeaders(rate.retryAfter) });
  const answer = await answerOpenSearchSuggestions(request.nextUrl.searchParams.get("q"), config().siteOrigin, request.headers.get("x-request-id"));
  const contentType = answer.status === 200 ? SUGGESTIONS_CONTENT_TYPE : "application/json; charset=utf-8";
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": contentType, "Cache-Control": answer.cacheControl } });
}
