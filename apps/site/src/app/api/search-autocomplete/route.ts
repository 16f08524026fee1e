import { answerAutocomplete } from "@/features/search/autocomplete";
import { BODY_EXAMPLE } from "@/features/search/autocomplete-request";

const NO_STORE = { "Cache-Control": "no-store" };

/** Search suggestions as you type (spec §7): `{"type", "params": {"partial_query", "show"}}` → suggest items. */
export async function POST(request: Request) {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ error: `The body must be JSON: ${BODY_EXAMPLE}.` }, { status: 400, headers: NO_STORE });
  }
  const answer = await answerAutocomplete(body, request.headers.get("x-request-id"));
  return Response.json(answer.body, { status: answer.status, headers: NO_STORE });
}
