import "server-only";
import { ASK_MAX_BYTES, SEARCH_UNAVAILABLE, type AskAnswer } from "@/features/chat/ask-contract";
import { parseQuestion } from "@/features/chat/chat-question";
import type { ChatAnswer } from "@/mapping/chat-answers";
import { errorFields, log } from "@/tide/log";
import { noStoreJson } from "./no-store-json";
import { OUTAGE_STATUS, outageHeaders } from "./outage";
import { readJsonPost, refusalHeaders } from "./post-preamble";
import { endpointRequestId } from "./request-context";

/** Looks the question up; throws when the search service fails. */
export type AskSearch = (question: string, requestId: string) => Promise<ChatAnswer[]>;

const answer = (body: AskAnswer, status: number, headers?: Record<string, string>) => noStoreJson(body, status, headers);

/** POST /api/chat/ask (contract: features/chat/ask-contract.ts). */
export async function answerAsk(request: Request, search: AskSearch): Promise<Response> {
  const read = await readJsonPost(request, {
    sameSiteOnly: "Questions can only be asked from this website's pages.",
    budget: "chat",
    jsonOnly: "the question",
    example: '{"question": "nursing"}',
    maxBytes: ASK_MAX_BYTES,
    tooLarge: "The question is too large.",
  });
  if (!read.ok) return answer({ ok: false, message: read.refusal.message }, read.refusal.status, refusalHeaders(read.refusal));
  const body = read.value;
  const parsed = parseQuestion(typeof body === "object" && body !== null && "question" in body ? body.question : undefined);
  if (!parsed.ok) return answer({ ok: false, message: parsed.message }, 400);

  const requestId = endpointRequestId(request);
  try {
    return answer({ ok: true, question: parsed.question, answers: await search(parsed.question, requestId) }, 200);
  } catch (error) {
    log.error("chat search failed", { requestId, ...errorFields(error) });
    return answer({ ok: false, message: SEARCH_UNAVAILABLE }, OUTAGE_STATUS, outageHeaders());
  }
}
