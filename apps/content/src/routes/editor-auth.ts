import type { FastifyError, FastifyInstance } from "fastify";
import { toJsonApiError } from "../http/error-handler.ts";
import { sendMessage } from "../http/drupal-message.ts";
import type { EditorAuthDeps } from "./editor-auth-deps.ts";
import { registerJwtToken } from "./jwt-token.ts";
import { registerUserLogin } from "./user-login.ts";
import { registerUserLogout } from "./user-logout.ts";

// Far more than a name and a password of the longest allowed lengths.
const BODY_LIMIT = 16_384;

/** Drupal's editor endpoints: sign-in, a fresh token, logout. Bodies are read as text and parsed by the route. */
export function registerEditorAuthRoutes(app: FastifyInstance, deps: EditorAuthDeps): void {
  app.register(async (scope) => {
    // A body that is not JSON is "Missing credentials." (Drupal's answer), not a parser error: take it as text.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(["application/json", "application/vnd.api+json"], { parseAs: "string", bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, body));
    // Drupal's REST answers every error as {"message"}, these endpoints included (a bad site, 413, 415…).
    scope.setErrorHandler((error: FastifyError | Error, request, reply) => {
      const apiError = toJsonApiError(error);
      if (apiError.status >= 500) request.log.error({ err: error }, "unhandled error");
      return sendMessage(reply, apiError.status, apiError.status >= 500 ? "An error occurred." : apiError.detail ?? apiError.title);
    });
    registerUserLogin(scope, deps);
    registerUserLogout(scope, deps);
    registerJwtToken(scope, deps);
  });
}
