import type { FastifyInstance, FastifyRequest } from "fastify";
import { stringify } from "qs";
import type { EditorAccess } from "../auth/editor-access.ts";
import type { ResourceRow, ResourceStore } from "../db/resource-store.ts";
import type { SubmissionStore } from "../db/submission-store.ts";
import { sendApi } from "../http/api-reply.ts";
import { badRequest, JsonApiError, notFound, PERMISSION_DENIED } from "../jsonapi/errors.ts";
import { parseJsonApiQuery } from "../jsonapi/query.ts";
import { storedSubmissionDocument, submissionCollectionDocument } from "../webform/submission-document.ts";

export interface SubmissionReadDeps {
  publicUrl: string;
  access: EditorAccess;
  store: ResourceStore;
  submissions: SubmissionStore;
}

const MACHINE_NAME = /^[a-z][a-z0-9_]{0,63}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MAY_NOT_VIEW_SUBMISSIONS = "Viewing webform submissions requires a signed-in editor with an editorial role.";
/** JSON:API query parameters these routes do not implement: refused rather than silently ignored. */
const UNSUPPORTED = ["filter", "sort", "include", "fields", "resourceVersion"] as const;

/**
 * GET /api/v1/webform_submission/{webform_id}[/{uuid}]?site=N — stored submissions read back, as Drupal's JSON:API
 * serves `webform_submission` entities to a user allowed to view them: a signed-in editor with an editorial role.
 * Everyone else 403, before anything is looked up; every answer is private (`private, no-store`).
 */
export function registerWebformSubmissionReads(app: FastifyInstance, deps: SubmissionReadDeps): void {
  /** The query's page and site (every other JSON:API parameter is a 400), after the caller is known to be staff. */
  async function readTarget(request: FastifyRequest<{ Params: { webformId: string } }>) {
    if (await deps.access.previewer(request.headers["x-authorization"]) === null) {
      throw new JsonApiError(403, PERMISSION_DENIED, MAY_NOT_VIEW_SUBMISSIONS);
    }
    const raw = request.query as Record<string, unknown>;
    for (const name of UNSUPPORTED) if (raw[name] !== undefined) throw badRequest(`${name} is not supported for webform submissions.`, name);
    // `site` is checked, as by the submit endpoint, and otherwise ignored: a form's submissions are read whatever site they came from.
    const { page } = parseJsonApiQuery({ page: raw.page, site: raw.site });
    const { webformId } = request.params;
    const webform: ResourceRow | undefined = MACHINE_NAME.test(webformId) ? await deps.store.webform(webformId) : undefined;
    if (webform === undefined) throw notFound(`There is no webform "${webformId}".`);
    return { webform, webformId, page };
  }

  const selfHref = (request: FastifyRequest) => `${deps.publicUrl}${request.url}`;

  app.get<{ Params: { webformId: string; uuid: string } }>("/api/v1/webform_submission/:webformId/:uuid", async (request, reply) => {
    const { webform, webformId } = await readTarget(request);
    const { uuid } = request.params;
    const row = UUID.test(uuid) ? await deps.submissions.byUuid(webformId, uuid.toLowerCase()) : null;
    if (row === null) throw notFound(`There is no submission ${uuid} of webform "${webformId}".`);
    return sendApi(reply, storedSubmissionDocument(row, webform.uuid, deps.publicUrl, selfHref(request)),
      { cacheTags: [`webform_submission:${row.sid}`], private: true });
  });

  app.get<{ Params: { webformId: string } }>("/api/v1/webform_submission/:webformId", async (request, reply) => {
    const { webform, webformId, page } = await readTarget(request);
    const { rows, count } = await deps.submissions.newestFirst(webformId, page);
    let next: string | null = null;
    if (page.offset + page.limit < count) {
      const params = { ...(request.query as Record<string, unknown>), page: { offset: String(page.offset + page.limit), limit: String(page.limit) } };
      next = `${deps.publicUrl}${request.url.split("?")[0] ?? ""}?${stringify(params, { encodeValuesOnly: true })}`;
    }
    return sendApi(reply, submissionCollectionDocument(rows, webform.uuid, deps.publicUrl, count, { self: selfHref(request), next }),
      { cacheTags: ["webform_submission_list", ...rows.map((row) => `webform_submission:${row.sid}`)], private: true });
  });
}
