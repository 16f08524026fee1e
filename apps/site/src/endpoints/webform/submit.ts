import "server-only";
import { SUBMISSION_MAX_BYTES } from "@yu/webform-rules";
import type { SubmitAnswer } from "@/features/webform/endpoint-answer";
import { parseSubmitRequest, SUBMIT_BODY_EXAMPLE } from "@/features/webform/submit-request";
import { countedSubmission } from "@/metrics/figures";
import { submitWebform } from "@/tide/webform-submission";
import { noStoreJson } from "../no-store-json";
import { readJsonPost, refusalHeaders } from "../post-preamble";
import { endpointContext } from "../request-context";
import { CROSS_SITE_REFUSED, FORM_NOT_FOUND, possibleFormId } from "./form-id";
import { retryHeaders, visitorFailure } from "./visitor-failure";

const answer = (body: SubmitAnswer, status: number, headers?: Record<string, string>) => noStoreJson(body, status, headers);

function failed(status: number, message: string | null, fieldErrors: Record<string, string> = {}, headers: Record<string, string> = {}): Response {
  return answer({ ok: false, message, fieldErrors }, status, headers);
}

/** POST /api/webform/{webformId}: `{"data": {…answers}}` as JSON → the content service's verdict (contract: features/webform/endpoint-answer.ts). */
export function answerSubmission(request: Request, webformId: string): Promise<Response> {
  return countedSubmission("webform-submit", () => submissionAnswer(request, webformId));
}

async function submissionAnswer(request: Request, webformId: string): Promise<Response> {
  if (!possibleFormId(webformId)) return failed(404, FORM_NOT_FOUND);
  const read = await readJsonPost(request, {
    sameSiteOnly: CROSS_SITE_REFUSED,
    budget: "webform",
    jsonOnly: "the answers",
    example: SUBMIT_BODY_EXAMPLE,
    maxBytes: SUBMISSION_MAX_BYTES,
    tooLarge: `The answers are too large. The limit is ${SUBMISSION_MAX_BYTES / 1024} KB.`,
  });
  if (!read.ok) return failed(read.refusal.status, read.refusal.message, {}, refusalHeaders(read.refusal));
  const parsed = parseSubmitRequest(read.value);
  if (!parsed.ok) return failed(400, parsed.message);

  const { ctx, visitor } = endpointContext(request);
  // The browser's key for these answers goes on as it came; the content service judges it (400 if malformed).
  const key = request.headers.get("idempotency-key")?.trim().slice(0, 256) || undefined;
  const result = await submitWebform(webformId, parsed.data, ctx, visitor, key);
  if (result.ok) return answer({ ok: true, sid: result.sid, serial: result.serial }, 201);
  const failure = visitorFailure(result.status, result.message);
  return failed(failure.status, failure.message, failure.passedOn ? result.fieldErrors : {}, retryHeaders(failure, result.retryAfter));
}
