import type { FastifyInstance } from "fastify";
import type { EditorAccess } from "../auth/editor-access.ts";
import { canPublish } from "../auth/roles.ts";
import type { PublishStore } from "../db/publish-store.ts";
import { sendJson, sendMessage } from "../http/drupal-message.ts";
import { useDrupalRestScope } from "../http/drupal-rest-scope.ts";
import { parseSite } from "../jsonapi/query.ts";
import type { ContentNotifier } from "../publish/notify.ts";
import { publishNode, publishSummary } from "../publish/publish-node.ts";
import { parsePublishBody } from "../publish/publish-request.ts";
import { ACCESS_DENIED } from "./jwt-token.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BODY_LIMIT = 1_024;
export const MAY_NOT_PUBLISH = "Publishing requires the editor, approver, site_admin or administrator role.";

export interface EditorPublishDeps {
  access: EditorAccess;
  store: PublishStore;
  notifier: ContentNotifier;
  now: () => number;
  /** Forgets the answers the service keeps in process (search, suggestions), before the sites are told. */
  forgetAnswers: () => void;
}

/**
 * POST /api/v1/editor/node/{uuid}/publish — with `X-Authorization: Bearer <jwt>` of an editor allowed to publish,
 * makes the node's working copy (or, with `{"revision": N}`, revision N) its current published revision, then
 * tells the sites and HTTP caches, and answers once they have answered or timed out. Drupal's `{"message"}` errors.
 */
export function registerEditorPublish(app: FastifyInstance, deps: EditorPublishDeps): void {
  app.register(async (scope) => {
    useDrupalRestScope(scope, BODY_LIMIT);

    scope.post<{ Params: { uuid: string } }>("/api/v1/editor/node/:uuid/publish", async (request, reply) => {
      // `site` is accepted, as by the other editor endpoints, and otherwise ignored: a node is published on all its sites.
      parseSite((request.query as Record<string, unknown>).site);
      const editor = await deps.access.signedIn(request.headers["x-authorization"]);
      if (editor === null) return sendMessage(reply, 403, ACCESS_DENIED);
      if (!canPublish(editor.roles)) return sendMessage(reply, 403, MAY_NOT_PUBLISH);
      const { uuid } = request.params;
      if (!UUID.test(uuid)) return sendMessage(reply, 400, `"${uuid}" is not a valid node id (a uuid).`);
      const body = parsePublishBody(typeof request.body === "string" ? request.body : "");
      if ("problem" in body) return sendMessage(reply, 400, body.problem);

      const result = await publishNode(deps.store, deps.notifier, uuid.toLowerCase(), body.revision,
        { now: new Date(deps.now()), beforeNotify: deps.forgetAnswers });
      switch (result.kind) {
        case "not found":
          return sendMessage(reply, 404, `There is no node ${uuid}.`);
        case "no such revision":
          return sendMessage(reply, 404, `Node ${uuid} has no revision ${String(body.revision)}.`);
        case "nothing to publish":
          return sendMessage(reply, 409, body.revision === null
            ? `Node ${uuid} has no working copy to publish: its newest revision is already the current one.`
            : `Revision ${String(body.revision)} is already the current revision of node ${uuid}.`);
        case "published":
          request.log.info({ uid: editor.uid, node: uuid, vid: result.outcome.revisionId, tags: result.report.tags.join(" ") }, "node published");
          return sendJson(reply, publishSummary(result));
      }
    });
  });
}
