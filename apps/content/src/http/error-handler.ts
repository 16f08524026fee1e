import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { errorDocument, JsonApiError, JSONAPI_CONTENT_TYPE } from "../jsonapi/errors.ts";
import { cacheControlForStatus } from "./cache-control.ts";

export function toJsonApiError(error: FastifyError | Error): JsonApiError {
  if (error instanceof JsonApiError) return error;
  const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
  if (status === 401) return new JsonApiError(401, undefined, "Valid HTTP Basic credentials are required.");
  if (status >= 400 && status < 500) return new JsonApiError(status, undefined, error.message);
  return new JsonApiError(500);
}

export function replyWithError(reply: FastifyReply, error: JsonApiError): FastifyReply {
  return reply.code(error.status)
    .header("content-type", JSONAPI_CONTENT_TYPE)
    .header("cache-control", cacheControlForStatus(error.status))
    .send(Buffer.from(JSON.stringify(errorDocument([error.toObject()]))));
}

/** Every failure becomes a JSON:API error document; a 500 is logged in full but never shows its stack. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const apiError = toJsonApiError(error);
    if (apiError.status >= 500) request.log.error({ err: error }, "unhandled error");
    return replyWithError(reply, apiError);
  });
  app.setNotFoundHandler((request, reply) =>
    replyWithError(reply, new JsonApiError(404, undefined, `No route for ${request.method} ${request.url.split("?")[0] ?? ""}.`)));
}
