import "server-only";
import { z } from "zod";
import { UPLOAD_TIMEOUT_MS } from "@/config/constants";
import { readSubmissionAnswer } from "@/tide/webform-answer";
import type { TideContext } from "./context";
import { TideError } from "./errors";
import { tidePostBytes } from "./http";
import { errorFields, log } from "./log";

export type UploadOutcome =
  | { ok: true; fid: string }
  | { ok: false; status: number; message: string | null; retryAfter?: string };

const uploadAnswerSchema = z.object({ fid: z.string().min(1).max(200) });

/**
 * Hands a visitor's multipart body, bytes unchanged, to the content service's upload endpoint (ours: Tide's
 * front end has none), which checks and stores the file and answers its `fid`. Failures come back as an outcome
 * with the service's message; they are logged, never thrown.
 */
export async function uploadWebformFile(
  webformId: string,
  body: Uint8Array<ArrayBuffer>,
  contentType: string,
  ctx: TideContext,
  visitorAddress?: string,
): Promise<UploadOutcome> {
  try {
    const res = await tidePostBytes(`webform_submission/${encodeURIComponent(webformId)}/upload`, body, contentType, {
      ctx,
      schema: uploadAnswerSchema,
      timeoutMs: UPLOAD_TIMEOUT_MS,
      forwardedFor: visitorAddress,
    });
    return { ok: true, fid: res.data.fid };
  } catch (e) {
    if (!(e instanceof TideError)) throw e;
    const level = e.status < 500 ? "info" : "error";
    log[level](`Failed to upload a file to webform ${webformId}`, { requestId: ctx.requestId, ...errorFields(e) });
    // The same JSON:API error reading as a submission's: the first error's detail (or title) is the message.
    const answer = readSubmissionAnswer(e.status, e.body);
    return { ok: false, status: e.status, message: answer.ok ? null : answer.message, ...(e.retryAfter === undefined ? {} : { retryAfter: e.retryAfter }) };
  }
}
