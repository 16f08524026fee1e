import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { TrustedProxies } from "@yu/visitor-address";
import { megabytes, UPLOAD_MAX_BYTES, uploadLimitBytes } from "@yu/webform-rules";
import type { ResourceStore } from "../db/resource-store.ts";
import type { SubmissionStore } from "../db/submission-store.ts";
import { clientAddress } from "../http/client-address.ts";
import type { VisitorLimit } from "../http/visitor-limit.ts";
import { badRequest, JsonApiError } from "../jsonapi/errors.ts";
import { flattenElements, numberProp, typeOf } from "../webform/elements.ts";
import { allowedExtensions, detectFileKind, fileProblem, KIND_MIME, safeFilename } from "../webform/file-kind.ts";
import { elementsOf } from "../webform/stored-elements.ts";
import { webformTarget } from "./webform-target.ts";

export interface UploadRouteDeps {
  trustProxy: TrustedProxies;
  store: ResourceStore;
  submissions: SubmissionStore;
  limiter: VisitorLimit;
}

const FILE_TYPES = new Set(["managed_file", "webform_document_file", "webform_image_file"]);

const UNREADABLE = "The upload is not a readable multipart/form-data body.";

/** The multipart reader's own failures (no boundary, a body cut short, a broken part header) are the client's: a 400. */
function unreadable(error: unknown): Error {
  if (error instanceof JsonApiError) return error;
  if (error instanceof Error && "statusCode" in error && typeof error.statusCode === "number" && error.statusCode < 500) return error;
  return badRequest(UNREADABLE);
}

function tooLarge(maxBytes: number): JsonApiError {
  return new JsonApiError(413, undefined, `The file is too large. The limit is ${megabytes(maxBytes)}.`);
}

/**
 * POST /api/v1/webform_submission/{webform_id}/upload?site=N — one multipart file whose field name is the file
 * element's machine name; answers 201 `{ "fid": "…" }`, which the submission then carries as that element's value.
 * Files are kept in the database and never served back.
 */
export function registerWebformUploads(app: FastifyInstance, deps: UploadRouteDeps): void {
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

    scope.post<{ Params: { webformId: string } }>("/api/v1/webform_submission/:webformId/upload", async (request, reply) => {
      const { webform, webformId } = await webformTarget(request, deps.store);
      const client = clientAddress({ socket: request.ip, forwardedFor: request.headers["x-forwarded-for"] }, deps.trustProxy);
      const retryAfter = await deps.limiter.spend(`${client} ${webformId} upload`);
      if (retryAfter !== null) {
        reply.header("retry-after", String(retryAfter));
        throw new JsonApiError(429, undefined, `Too many uploads. Try again in ${retryAfter} seconds.`);
      }
      if (!request.isMultipart()) throw new JsonApiError(415, undefined, "Send the file as multipart/form-data.");
      const part = await request.file().catch((error: unknown) => {
        throw unreadable(error);
      });
      if (part === undefined) throw badRequest("No file was sent.");
      const target = flattenElements(elementsOf(webform.attributes))
        .find(({ name, element }) => name === part.fieldname && FILE_TYPES.has(typeOf(element)));
      if (target === undefined) {
        part.file.resume();
        throw badRequest(`"${part.fieldname}" is not a file field of this form.`);
      }
      // The element may ask for less than the service's limit, never more.
      const elementMax = numberProp(target.element, "#max_filesize");
      const maxBytes = uploadLimitBytes(elementMax);
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch (error) {
        if (error instanceof Error && "statusCode" in error && error.statusCode === 413) throw tooLarge(UPLOAD_MAX_BYTES);
        throw unreadable(error);
      }
      if (content.length > maxBytes) throw tooLarge(maxBytes);
      if (content.length === 0) throw badRequest("The file is empty.");
      const filename = safeFilename(part.filename);
      const problem = fileProblem(content, filename, allowedExtensions(target.element["#file_extensions"]));
      if (problem !== null) throw new JsonApiError(415, undefined, problem);
      const kind = detectFileKind(content);
      const fid = await deps.submissions.insertFile({ webformId, element: target.name, filename,
        mime: kind === null ? "application/octet-stream" : KIND_MIME[kind], content });
      return reply.code(201).header("content-type", "application/json; charset=utf-8").send({ fid });
    });
  });
}
