import "server-only";
import { readSubmissionAnswer, submissionBody, type SubmissionOutcome } from "@/tide/webform-answer";
import type { TideContext } from "./context";
import { TideError } from "./errors";
import { tidePost } from "./http";
import { errorFields, log } from "./log";

/** A submission's outcome, with the content service's Retry-After when it asked the visitor to wait. */
export type SubmissionResult = SubmissionOutcome & { retryAfter?: string };

/**
 * Submits a web form (TIDE-API.md "Webforms"). Failures come back as an outcome, with the content service's
 * per-field messages of a 422; they are logged, never thrown. `remoteAddr` is the visitor's address, which the
 * content service believes only from the site's servers (CONTENT_TRUST_PROXY).
 */
export async function submitWebform(
  webformId: string,
  data: Readonly<Record<string, unknown>>,
  ctx: TideContext,
  remoteAddr?: string,
  idempotencyKey?: string,
): Promise<SubmissionResult> {
  let result: SubmissionResult;
  try {
    const res = await tidePost(`webform_submission/${encodeURIComponent(webformId)}`, submissionBody(webformId, data, remoteAddr), { ctx, idempotencyKey });
    result = readSubmissionAnswer(res.status, res.data);
  } catch (e) {
    if (!(e instanceof TideError)) throw e;
    result = { ...readSubmissionAnswer(e.status, e.body), ...(e.retryAfter === undefined ? {} : { retryAfter: e.retryAfter }) };
    // A visitor's mistake (422) or haste (429) is routine; anything else means the form could not be delivered.
    const level = e.status === 422 || e.status === 429 ? "info" : "error";
    log[level](`Failed to submit webform ${webformId}`, { requestId: ctx.requestId, ...errorFields(e) });
    return result;
  }
  if (!result.ok) {
    log.error(`Failed to submit webform ${webformId}`, { requestId: ctx.requestId, status: result.status, error: result.message ?? "no message" });
  }
  return result;
}
