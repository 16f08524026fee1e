/* The wire side of a submission (TIDE-API.md "Webforms"): the JSON:API body that carries the model serialised
 * as a string, and the reading of the answer. Pure, so the server action, the content client and the tests
 * share one definition. */

/** The JSON:API body of a submission: the form model travels serialised as a string. */
export function submissionBody(webformId: string, data: Readonly<Record<string, unknown>>, remoteAddr = "0.0.0.0") {
  return { data: { type: `webform_submission--${webformId}`, attributes: { remote_addr: remoteAddr, data: JSON.stringify(data) } } };
}

/** Tide reports handler failures inside a 201 as notes "code|message"; a code outside 200–299 is a failure. */
export function notesFailure(notes: unknown): { code: number; message: string | null } | null {
  if (typeof notes !== "string") return null;
  const bar = notes.indexOf("|");
  if (bar === -1) return null;
  const code = Number(notes.slice(0, bar).trim());
  if (!Number.isInteger(code) || (code >= 200 && code <= 299)) return null;
  return { code, message: notes.slice(bar + 1).trim() || null };
}

export type SubmissionOutcome =
  | { ok: true; sid: string | null; serial: number | null }
  | { ok: false; status: number; message: string | null; fieldErrors: Record<string, string> };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const FIELD_POINTER = "/data/attributes/data/";

/** The answer a field error names: a JSON pointer under the submitted data ("/data/attributes/data/address/
 * postal_code" → "address.postal_code"), or null for an error about the whole submission. */
export function pointerField(pointer: unknown): string | null {
  if (typeof pointer !== "string" || !pointer.startsWith(FIELD_POINTER)) return null;
  const path = pointer
    .slice(FIELD_POINTER.length)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .filter(Boolean);
  return path.length === 0 ? null : path.join(".");
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** Reads the content system's answer to a submission: a 2xx with a resource is a success unless its notes say
 * otherwise; anything else is a failure, with JSON:API errors split into per-field messages and one general one. */
export function readSubmissionAnswer(status: number, body: unknown): SubmissionOutcome {
  const data = isRecord(body) && isRecord(body.data) ? body.data : null;
  if (status >= 200 && status <= 299 && data !== null) {
    const attributes = isRecord(data.attributes) ? data.attributes : {};
    const failure = notesFailure(attributes.notes);
    if (failure !== null) return { ok: false, status: failure.code, message: failure.message, fieldErrors: {} };
    const sid = attributes.drupal_internal__sid;
    return {
      ok: true,
      sid: typeof sid === "string" || typeof sid === "number" ? String(sid) : null,
      serial: typeof attributes.serial === "number" ? attributes.serial : null,
    };
  }
  const fieldErrors: Record<string, string> = {};
  let message: string | null = null;
  const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors : [];
  for (const error of errors) {
    if (!isRecord(error)) continue;
    const said = text(error.detail) ?? text(error.title);
    if (said === null) continue;
    const field = pointerField(isRecord(error.source) ? error.source.pointer : null);
    if (field === null) message ??= said;
    else fieldErrors[field] ??= said;
  }
  return { ok: false, status: status >= 200 && status <= 299 ? 502 : status, message, fieldErrors };
}

/** Ours (spec §8 names none): what the visitor reads when the form has no configured message. */
export const DEFAULT_SUCCESS_MESSAGE = "Thank you. Your form has been sent.";
export const DEFAULT_FAILURE_MESSAGE = "Sorry, we could not send your form. Your answers are still here: please try again.";

/** The danger alert: the form's configured failure message first, then the handler's, then ours. */
export function failureMessage(configured: string | null, outcome: SubmissionOutcome): string {
  return configured ?? (outcome.ok ? null : outcome.message) ?? DEFAULT_FAILURE_MESSAGE;
}

export function successMessage(configured: string | null): string {
  return configured ?? DEFAULT_SUCCESS_MESSAGE;
}
