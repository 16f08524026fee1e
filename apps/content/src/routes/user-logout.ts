import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { NO_STORE } from "../http/cache-control.ts";
import { sendMessage } from "../http/drupal-message.ts";
import { parseSite } from "../jsonapi/query.ts";
import type { EditorAuthDeps } from "./editor-auth-deps.ts";
import { ACCESS_DENIED } from "./jwt-token.ts";

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * POST /api/v1/user/logout?_format=json&site=N, no body, with the editor's bearer token — ends its session, so
 * that token and every token of the session are refused from then on: 204. The optional `token` parameter, when
 * given, must be the session's logout token. 403 without a valid bearer.
 */
export function registerUserLogout(app: FastifyInstance, deps: EditorAuthDeps): void {
  app.post("/api/v1/user/logout", async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    parseSite(query.site);
    const editor = await deps.access.signedIn(request.headers["x-authorization"]);
    if (editor === null) return sendMessage(reply, 403, ACCESS_DENIED);
    if (query.token !== undefined && (typeof query.token !== "string" || !sameText(query.token, editor.logoutToken))) {
      return sendMessage(reply, 403, ACCESS_DENIED);
    }
    await deps.sessions.end(editor.sid, new Date(deps.now()));
    request.log.info({ uid: editor.uid }, "editor signed out");
    return reply.code(204).header("cache-control", NO_STORE).send();
  });
}
