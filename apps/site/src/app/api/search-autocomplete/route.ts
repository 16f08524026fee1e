import { answerAutocomplete } from "@/features/search/autocomplete";
import { BODY_EXAMPLE } from "@/features/search/autocomplete-request";
import { spendBudget } from "@/features/rate-limit/spend";
import { retryAfterHeaders, tooManyMessage } from "@/features/rate-limit/too-many";

const NO_STORE = { "Cache-Control": "no-store" };

/** Search suggestions as you type (spec §7): `{"type", "params": {"partial_query", "show"}}` → suggest items. */
export async function POST(request: Request) {
  const rate = await spendBudget("suggest", request.headers);
  if (!rate.allowed) return Response.json({ error: tooManyMessage(rate.retryAfter) }, { status: 429, headers: { ...NO_STORE, ...retryAfterHeaders(rate.retryAfter) } });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ error: `The body must be JSON: ${BODY_EXAMPLE}.` }, { status: 400, headers: NO_STORE });
  }
  const answer = await answerAutocomplete(body, request.headers.get("x-request-id"));
  return Response.json(answer.body, { status: answer.status, headers: NO_STORE });
}
