import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { signJwt } from "../auth/jwt.ts";
import { tokenClaims } from "../auth/token-claims.ts";
import { sendJson, sendMessage } from "../http/drupal-message.ts";
import { parseSite } from "../jsonapi/query.ts";
import type { EditorAuthDeps } from "./editor-auth-deps.ts";

export const ACCESS_DENIED = "Access denied.";

/**
 * GET /jwt/token/?site=N — a fresh token for the session of a valid bearer token (same session id, a new `exp`,
 * never past the session's end); 403 for anyone else, including blocked accounts and ended or expired sessions.
 */
export function registerJwtToken(app: FastifyInstance, deps: EditorAuthDeps): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    parseSite((request.query as Record<string, unknown>).site);
    const editor = await deps.access.signedIn(request.headers["x-authorization"]);
    if (editor === null) return sendMessage(reply, 403, ACCESS_DENIED);
    const claims = tokenClaims(editor.uid, editor.sid, deps.now(), deps.tokenTtlSeconds, editor.sessionExpiresAt.getTime());
    if (claims.exp <= claims.iat) return sendMessage(reply, 403, ACCESS_DENIED);
    return sendJson(reply, { token: await signJwt(claims, await deps.secret.get()) });
  };
  app.get("/jwt/token/", handler);
  app.get("/jwt/token", handler);
}
