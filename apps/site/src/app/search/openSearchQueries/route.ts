import type { NextRequest } from "next/server";
import { answerOpenSearchQueries } from "@/endpoints/opensearch-suggestions";

/** OpenSearch suggestions for a browser's address bar (spec §2.1): `?q=` → `[q, [titles], [descriptions], [urls]]`. */
export function GET(request: NextRequest) {
  return answerOpenSearchQueries(request, request.nextUrl.searchParams.get("q"));
}
