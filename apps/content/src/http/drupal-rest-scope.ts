import type { FastifyError, FastifyInstance } from "fastify";
import { sendMessage } from "./drupal-message.ts";
import { toJsonApiError } from "./error-handler.ts";

/**
 * Sets up a scope of Drupal REST endpoints (sign-in, logout, token, publish): JSON bodies are read as text, up to
 * `bodyLimit` bytes, for the route to parse and answer itself (a body that is not JSON is the route's own error,
 * not a parser error), and every error is answered Drupal's way, `{"message"}` (a bad site, 413, 415…).
 */
export function useDrupalRestScope(scope: FastifyInstance, bodyLimit: number): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(["application/json", "application/vnd.api+json"], { parseAs: "string", bodyLimit },
    (_request, body, done) => done(null, body));
  scope.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const apiError = toJsonApiError(error);
    if (apiError.status >= 500) request.log.error({ err: error }, "unhandled error");
    return sendMessage(reply, apiError.status, apiError.status >= 500 ? "An error occurred." : apiError.detail ?? apiError.title);
  });
}
