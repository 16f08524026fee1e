import "server-only";
import { WEBFORM_SUBMIT_MAX_BYTES } from "@/config/constants";
import { spendBudget } from "@/features/rate-limit/spend";
import { retryAfterHeaders, tooManyMessage } from "@/features/rate-limit/too-many";
import { submitWebform } from "@/tide/webform-submission";
import { jsonAnswer, mediaType, retryHeaders, visitorFailure } from "./endpoint-answer";
import { endpointContext, refusal } from "./endpoint-request";
import { declaredTooLarge, readLimitedBody } from "./limited-body";
import { parseSubmitRequest, SUBMIT_BODY_EXAMPLE } from "./submit-request";

const TOO_LARGE = `The answers are too large. The limit is ${WEBFORM_SUBMIT_MAX_BYTES / 1024} KB.`;

function failed(status: number, message: string | null, fieldErrors: Record<string, string> = {}, headers: Record<string, string> = {}): Response {
  return jsonAnswer({ ok: false, message, fieldErrors }, status, headers);
}

/** POST /api/webform/{webformId}: `{"data": {…answers}}` as JSON → the content service's verdict (contract: endpoint-answer.ts). */
export async function answerSubmission(request: Request, webformId: string): Promise<Response> {
  const refused = refusal(request, webformId);
  if (refused) return failed(refused.status, refused.message);
  const rate = await spendBudget("webform", request.headers);
  if (!rate.allowed) return failed(429, tooManyMessage(rate.retryAfter), {}, retryAfterHeaders(rate.retryAfter));
  if (mediaType(request.headers.get("content-type")) !== "application/json") {
    return failed(415, `Send the answers as JSON (Content-Type: application/json): ${SUBMIT_BODY_EXAMPLE}.`);
  }
  if (declaredTooLarge(request.headers, WEBFORM_SUBMIT_MAX_BYTES)) return failed(413, TOO_LARGE);
  const bytes = await readLimitedBody(request.body, WEBFORM_SUBMIT_MAX_BYTES);
  if (bytes === null) return failed(413, TOO_LARGE);

  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return failed(400, `The body must be JSON: ${SUBMIT_BODY_EXAMPLE}.`);
  }
  const parsed = parseSubmitRequest(body);
  if (!parsed.ok) return failed(400, parsed.message);

  const { ctx, visitor } = endpointContext(request);
  // The browser's key for these answers goes on as it came; the content service judges it (400 if malformed).
  const key = request.headers.get("idempotency-key")?.trim().slice(0, 256) || undefined;
  const result = await submitWebform(webformId, parsed.data, ctx, visitor, key);
  if (result.ok) return jsonAnswer({ ok: true, sid: result.sid, serial: result.serial }, 201);
  const failure = visitorFailure(result.status, result.message);
  return failed(failure.status, failure.message, failure.passedOn ? result.fieldErrors : {}, retryHeaders(failure, result.retryAfter));
}
