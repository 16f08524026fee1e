import "server-only";
import { z } from "zod";
import type { TideContext } from "./context";
import { TideError } from "./errors";
import { tidePost } from "./http";
import { errorFields, log } from "./log";
import { resourceDocumentSchema } from "./types";

export type SubmissionResult =
  | { ok: true; sid: string | null; serial: number | null }
  | { ok: false; status: number; message: string | null };

/** Tide reports handler failures inside a 201 as notes "code|message"; a code outside 200–299 is a failure. Pure. */
export function notesFailure(notes: unknown): string | null {
  if (typeof notes !== "string") return null;
  const bar = notes.indexOf("|");
  if (bar === -1) return null;
  const code = Number(notes.slice(0, bar).trim());
  if (!Number.isFinite(code) || (code >= 200 && code <= 299)) return null;
  return notes.slice(bar + 1).trim() || null;
}

/** The JSON:API body of a submission: the form model travels serialised as a string. Pure. */
export function submissionBody(webformId: string, data: Record<string, unknown>, remoteAddr = "0.0.0.0") {
  return { data: { type: `webform_submission--${webformId}`, attributes: { remote_addr: remoteAddr, data: JSON.stringify(data) } } };
}

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
    if (failure !== null) return { ok: false, status: 422, message: failure };
    const sid = z.union([z.string(), z.number()]).safeParse(a.drupal_internal__sid);
    const serial = z.coerce.number().int().safeParse(a.serial);
    return { ok: true, sid: sid.success ? String(sid.data) : null, serial: serial.success ? serial.data : null };
  } catch (e) {
    if (!(e instanceof TideError)) throw e;
    log.error(`Failed to submit webform ${webformId}`, { requestId: ctx.requestId, ...errorFields(e) });
    return { ok: false, status: e.status, message: null };
  }
}
