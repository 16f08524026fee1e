/* The answers of the site's web form endpoints (README "Site endpoints"), shared by the route handlers and the
 * browser code that reads them. Pure. */

/** POST /api/webform/{webformId}: 201 on success; otherwise the status says why (400, 403, 404, 413, 415, 422,
 * 429, 502, 503, 504) and fieldErrors holds the content service's per-field messages ("address.postal_code"). */
export type SubmitAnswer =
  | { ok: true; sid: string | null; serial: number | null }
  | { ok: false; message: string | null; fieldErrors: Record<string, string> };

/** POST /api/webform/{webformId}/upload: 201 with the file id that the submission then carries. */
export type UploadAnswer = { ok: true; fid: string } | { ok: false; message: string };

/** The content service's answers to the visitor's own request, passed on with their status and message. */
const PASSED_ON = new Set([400, 403, 404, 413, 415, 422, 429]);

/** When the content service could not be reached or answered badly: never its internals, always these words. */
export const SERVICE_MESSAGES: Readonly<Record<502 | 503 | 504, string>> = {
  502: "The form service gave an answer we could not read. Please try again later.",
  503: "The form service is unavailable. Please try again in a few minutes.",
  504: "The form service took too long to answer. Please try again.",
};

export interface VisitorFailure {
  status: number;
  message: string | null;
  /** The content service's own words pass on (with any per-field messages); otherwise only ours. */
  passedOn: boolean;
}

/**
 * What the visitor is told of a failure the content layer reported with `status`: the content service's answers
 * to the request, and a failure its handlers reported (`notes`, 502), keep status and message; being down (503)
 * or slow (504) get our words; anything else (500, 401, odd bodies) becomes 502 in our words.
 */
export function visitorFailure(status: number, message: string | null): VisitorFailure {
  if (PASSED_ON.has(status) || (status === 502 && message !== null)) return { status, message, passedOn: true };
  const ours = status === 503 || status === 504 ? status : 502;
  return { status: ours, message: SERVICE_MESSAGES[ours], passedOn: false };
}

/** The content service's Retry-After, copied when the visitor is told to wait (429) or that it is down (503). */
export function retryHeaders(failure: VisitorFailure, retryAfter: string | undefined): Record<string, string> {
  return retryAfter !== undefined && (failure.status === 429 || failure.status === 503) ? { "Retry-After": retryAfter } : {};
}

export const FORM_NOT_FOUND = "There is no such form.";
export const CROSS_SITE_REFUSED = "Forms can only be sent from this website's pages.";

/** A JSON answer that no cache keeps. */
export function jsonAnswer(body: SubmitAnswer | UploadAnswer, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** The media type of a Content-Type header, lower-cased, without parameters ("" when absent). */
export function mediaType(contentType: string | null): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}
