import "server-only";
import { notesFailure, submissionBody } from "@/features/webform/submission";
import type { TideContext } from "./context";
import { TideError } from "./errors";
import { tidePost } from "./http";
import { errorFields, log } from "./log";
import { resourceDocumentSchema } from "./types";

export type SubmissionResult =
  | { ok: true; sid: string | null; serial: number | null }
  | { ok: false; status: number; message: string | null };

const submissionSchema = resourceDocumentSchema;

/** Submits a web form (TIDE-API.md "Webforms"). Failures come back as a result; they are logged, never thrown. */
export async function submitWebform(
  webformId: string,
  data: Record<string, unknown>,
  ctx: TideContext,
  remoteAddr?: string,
): Promise<SubmissionResult> {
  try {
    const res = await tidePost(`webform_submission/${encodeURIComponent(webformId)}`, submissionBody(webformId, data, remoteAddr), {
      ctx,
      schema: submissionSchema,
    });
    const a = res.data.data.attributes;
    const failure = notesFailure(a.notes);
    if (failure !== null) return { ok: false, status: failure.code, message: failure.message };
    const sid = a.drupal_internal__sid;
    return {
      ok: true,
      sid: typeof sid === "string" || typeof sid === "number" ? String(sid) : null,
      serial: typeof a.serial === "number" ? a.serial : null,
    };
  } catch (e) {
    if (!(e instanceof TideError)) throw e;
    log.error(`Failed to submit webform ${webformId}`, { requestId: ctx.requestId, ...errorFields(e) });
    return { ok: false, status: e.status, message: null };
  }
}
