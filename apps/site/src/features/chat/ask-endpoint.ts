import "server-only";
import { config } from "@/config/env";
import type { ChatAnswer } from "@/mapping/chat-answers";
import { REQUEST_ID_HEADER, requestIdFor } from "@/routing/request-id";
import { fromAnotherSite } from "@/routing/same-origin";
import { errorFields, log } from "@/tide/log";
import { ASK_MAX_BYTES, SEARCH_UNAVAILABLE, type AskAnswer } from "./ask-contract";
import { parseQuestion } from "./chat-question";
import { spendBudget } from "@/features/rate-limit/spend";
import { retryAfterHeaders, tooManyMessage } from "@/features/rate-limit/too-many";
import { mediaType } from "@/features/webform/endpoint-answer";
import { declaredTooLarge, readLimitedBody } from "@/features/webform/limited-body";

/** Looks the question up; throws when the search service fails. */
export type AskSearch = (question: string, requestId: string) => Promise<ChatAnswer[]>;

const EXAMPLE = '{"question": "nursing"}';
const TOO_LARGE = "The question is too large.";

function answer(body: AskAnswer, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

const refused = (status: number, message: string) => answer({ ok: false, message }, status);

/** POST /api/chat/ask (contract: ask-contract.ts). */
export async function answerAsk(request: Request, search: AskSearch): Promise<Response> {
  if (fromAnotherSite(request, config().siteOrigin)) {
    return refused(403, "Questions can only be asked from this website's pages.");
  }
  const rate = await spendBudget("chat", request.headers);
  if (!rate.allowed) return answer({ ok: false, message: tooManyMessage(rate.retryAfter) }, 429, retryAfterHeaders(rate.retryAfter));
  if (mediaType(request.headers.get("content-type")) !== "application/json") {
    return refused(415, `Send the question as JSON (Content-Type: application/json): ${EXAMPLE}.`);
  }
  if (declaredTooLarge(request.headers, ASK_MAX_BYTES)) return refused(413, TOO_LARGE);
  const bytes = await readLimitedBody(request.body, ASK_MAX_BYTES);
  if (bytes === null) return refused(413, TOO_LARGE);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return refused(400, `The body must be JSON: ${EXAMPLE}.`);
  }
  const parsed = parseQuestion(typeof body === "object" && body !== null && "question" in body ? body.question : undefined);
  if (!parsed.ok) return refused(400, parsed.message);

  const requestId = requestIdFor(request.headers.get(REQUEST_ID_HEADER), () => crypto.randomUUID());
  try {
    return answer({ ok: true, question: parsed.question, answers: await search(parsed.question, requestId) }, 200);
  } catch (error) {
    log.error("chat search failed", { requestId, ...errorFields(error) });
    return refused(503, SEARCH_UNAVAILABLE);
  }
}
