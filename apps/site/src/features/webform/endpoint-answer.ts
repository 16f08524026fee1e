/* The contract of the site's two web form endpoints (endpoints/webform/), and the browser's reading of their
 * answers. Pure. Both accept only same-origin posts (an Origin header, when present, must be SITE_ORIGIN, scheme
 * and port included: else 403), only form ids of [a-z0-9_]{1,64} (else 404), and answer JSON with
 * Cache-Control: no-store. 503 when the content service is down, 504 when it is slow, 502 when it answers
 * oddly; 429 carries the content service's Retry-After.
 *
 * POST /api/webform/{webformId} — Content-Type application/json, at most 256 KB:
 *   {"data": {"name": "Jane", "study_mode": ["online"], "address": {"postal_code": "3011"}, "form_started_at": 1760000000000, "website": ""}}
 *   → 201 {"ok": true, "sid": "12", "serial": 3}
 *   → 400 (not JSON, or an answer of a shape no element has), 403, 404, 413, 415 (not JSON), 422 (per-field
 *     messages from the content service), 429, 502, 503, 504: {"ok": false, "message": …|null, "fieldErrors": {"address.postal_code": "…"}}
 *
 * POST /api/webform/{webformId}/upload — multipart/form-data, one file in a field named after the file element,
 * at most 5 MB (+ 64 KB of envelope):
 *   → 201 {"ok": true, "fid": "…"}  (the submission then carries the fid as that element's answer)
 *   → 400, 403, 404, 413, 415 (not multipart, or a type the element does not take), 429, 502, 503, 504:
 *     {"ok": false, "message": "…"}  (the content service's own words when it refused the file)
 */

import type { SubmissionOutcome } from "@/tide/webform-answer";

export type SubmitAnswer =
  | { ok: true; sid: string | null; serial: number | null }
  | { ok: false; message: string | null; fieldErrors: Record<string, string> };

export type UploadAnswer = { ok: true; fid: string } | { ok: false; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function said(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** The browser's reading of a submission answer; anything off-contract is a failure without a message. */
export function readSubmitAnswer(status: number, body: unknown): SubmissionOutcome {
  const b = isRecord(body) ? body : {};
  const success = status >= 200 && status <= 299;
  if (success && b.ok === true) return { ok: true, sid: typeof b.sid === "string" ? b.sid : null, serial: typeof b.serial === "number" ? b.serial : null };
  const fieldErrors: Record<string, string> = {};
  if (isRecord(b.fieldErrors)) {
    for (const [key, message] of Object.entries(b.fieldErrors)) {
      const text = said(message);
      if (text !== null) fieldErrors[key] = text;
    }
  }
  return { ok: false, status: success ? 502 : status, message: said(b.message), fieldErrors };
}

/** The browser's reading of an upload answer: a fid, or the handler's message (our own when it gave none). */
export function readUploadAnswer(status: number, body: unknown, fallback: string): UploadAnswer {
  const b = isRecord(body) ? body : {};
  if (status >= 200 && status <= 299 && b.ok === true && said(b.fid) !== null) return { ok: true, fid: String(b.fid) };
  return { ok: false, message: said(b.message) ?? fallback };
}
