import "server-only";
import { spendBudget } from "@/features/rate-limit/spend";
import { retryAfterHeaders, tooManyMessage } from "@/features/rate-limit/too-many";
import { WEBFORM_FILE_MAX_BYTES, WEBFORM_UPLOAD_ENVELOPE_BYTES } from "@/config/constants";
import { uploadWebformFile } from "@/tide/webform-upload";
import { jsonAnswer, mediaType, retryHeaders, visitorFailure } from "./endpoint-answer";
import { endpointContext, refusal } from "./endpoint-request";
import { declaredTooLarge, readLimitedBody } from "./limited-body";

// The content service's own words for the same limit, so the visitor reads one message whoever refuses.
export const FILE_TOO_LARGE = `The file is too large. The limit is ${WEBFORM_FILE_MAX_BYTES / 1024 / 1024} MB.`;
export const NOT_MULTIPART = "Send the file as multipart/form-data, in a field named after the form's file element.";
const UPLOAD_FAILED = "The file could not be uploaded.";
const MAX_REQUEST_BYTES = WEBFORM_FILE_MAX_BYTES + WEBFORM_UPLOAD_ENVELOPE_BYTES;

function failed(status: number, message: string, headers: Record<string, string> = {}): Response {
  return jsonAnswer({ ok: false, message }, status, headers);
}

/**
 * POST /api/webform/{webformId}/upload: one multipart file, forwarded byte for byte (boundary and all) to the
 * content service, which checks its size and real type and answers its `fid` (contract: endpoint-answer.ts).
 */
export async function answerUpload(request: Request, webformId: string): Promise<Response> {
  const refused = refusal(request, webformId);
  if (refused) return failed(refused.status, refused.message);
  const rate = await spendBudget("upload", request.headers);
  if (!rate.allowed) return failed(429, tooManyMessage(rate.retryAfter), retryAfterHeaders(rate.retryAfter));
  const contentType = request.headers.get("content-type");
  if (mediaType(contentType) !== "multipart/form-data" || !/;\s*boundary=/i.test(contentType ?? "")) return failed(415, NOT_MULTIPART);
  if (declaredTooLarge(request.headers, MAX_REQUEST_BYTES)) return failed(413, FILE_TOO_LARGE);
  const bytes = await readLimitedBody(request.body, MAX_REQUEST_BYTES);
  if (bytes === null) return failed(413, FILE_TOO_LARGE);

  const { ctx, visitor } = endpointContext(request);
  const result = await uploadWebformFile(webformId, bytes, contentType ?? "", ctx, visitor);
  if (result.ok) return jsonAnswer({ ok: true, fid: result.fid }, 201);
  const failure = visitorFailure(result.status, result.message);
  return failed(failure.status, failure.message ?? UPLOAD_FAILED, retryHeaders(failure, result.retryAfter));
}
