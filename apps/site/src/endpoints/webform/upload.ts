import "server-only";
import { megabytes, UPLOAD_MAX_BYTES } from "@yu/webform-rules";
import { WEBFORM_UPLOAD_ENVELOPE_BYTES } from "@/config/constants";
import type { UploadAnswer } from "@/features/webform/endpoint-answer";
import { countedSubmission } from "@/metrics/figures";
import { uploadWebformFile } from "@/tide/webform-upload";
import { noStoreJson } from "../no-store-json";
import { mediaType, readPost, refusalHeaders } from "../post-preamble";
import { endpointContext } from "../request-context";
import { CROSS_SITE_REFUSED, FORM_NOT_FOUND, possibleFormId } from "./form-id";
import { retryHeaders, visitorFailure } from "./visitor-failure";

// The content service's own words for the same limit, so the visitor reads one message whoever refuses.
export const FILE_TOO_LARGE = `The file is too large. The limit is ${megabytes(UPLOAD_MAX_BYTES)}.`;
export const NOT_MULTIPART = "Send the file as multipart/form-data, in a field named after the form's file element.";
const UPLOAD_FAILED = "The file could not be uploaded.";

const multipart = (contentType: string | null) => mediaType(contentType) === "multipart/form-data" && /;\s*boundary=/i.test(contentType ?? "");

function failed(status: number, message: string, headers: Record<string, string> = {}): Response {
  return noStoreJson({ ok: false, message } satisfies UploadAnswer, status, headers);
}

/**
 * POST /api/webform/{webformId}/upload: one multipart file, forwarded byte for byte (boundary and all) to the
 * content service, which checks its size and real type and answers its `fid` (contract: features/webform/endpoint-answer.ts).
 */
export function answerUpload(request: Request, webformId: string): Promise<Response> {
  return countedSubmission("webform-upload", () => uploadAnswer(request, webformId));
}

async function uploadAnswer(request: Request, webformId: string): Promise<Response> {
  if (!possibleFormId(webformId)) return failed(404, FORM_NOT_FOUND);
  const read = await readPost(request, {
    sameSiteOnly: CROSS_SITE_REFUSED,
    budget: "upload",
    accepts: { test: multipart, message: NOT_MULTIPART },
    maxBytes: UPLOAD_MAX_BYTES + WEBFORM_UPLOAD_ENVELOPE_BYTES,
    tooLarge: FILE_TOO_LARGE,
  });
  if (!read.ok) return failed(read.refusal.status, read.refusal.message, refusalHeaders(read.refusal));

  const { ctx, visitor } = endpointContext(request);
  const result = await uploadWebformFile(webformId, read.value, request.headers.get("content-type") ?? "", ctx, visitor);
  if (result.ok) return noStoreJson({ ok: true, fid: result.fid } satisfies UploadAnswer, 201);
  const failure = visitorFailure(result.status, result.message);
  return failed(failure.status, failure.message ?? UPLOAD_FAILED, retryHeaders(failure, result.retryAfter));
}
