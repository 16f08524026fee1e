import type { FastifyInstance } from "fastify";
import { useDrupalRestScope } from "../http/drupal-rest-scope.ts";
import type { EditorAuthDeps } from "./editor-auth-deps.ts";
import { registerJwtToken } from "./jwt-token.ts";
import { registerUserLogin } from "./user-login.ts";
import { registerUserLogout } from "./user-logout.ts";

// Far more than a name and a password of the longest allowed lengths.
const BODY_LIMIT = 16_384;

/** Drupal's editor endpoints: sign-in, a fresh token, logout. Bodies are read as text and parsed by the route. */
export function registerEditorAuthRoutes(app: FastifyInstance, deps: EditorAuthDeps): void {
  app.register(async (scope) => {
    // A body that is not JSON is "Missing credentials." (Drupal's answer), not a parser error.
    useDrupalRestScope(scope, BODY_LIMIT);
    registerUserLogin(scope, deps);
    registerUserLogout(scope, deps);
    registerJwtToken(scope, deps);
  });
}
