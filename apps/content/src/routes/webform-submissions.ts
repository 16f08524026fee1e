import type { FastifyInstance, FastifyReply } from "fastify";
import type { TrustedProxies } from "@yu/visitor-address";
import { SUBMISSION_MAX_BYTES } from "@yu/webform-rules";
import type { ResourceStore } from "../db/resource-store.ts";
import type { SubmissionRow, SubmissionStore } from "../db/submission-store.ts";
import { sendApi } from "../http/api-reply.ts";
import { clientAddress } from "../http/client-address.ts";
import type { VisitorLimit } from "../http/visitor-limit.ts";
import { JSONAPI_CONTENT_TYPE, JsonApiError, errorDocument, type ErrorObject } from "../jsonapi/errors.ts";
import { botVerdict } from "../webform/bot-check.ts";
import { flattenElements, stringProp, typeOf } from "../webform/elements.ts";
import { INVALID_KEY, readIdempotencyKey } from "../webform/idempotency-key.ts";
import { parseSubmissionBody } from "../webform/parse-submission-body.ts";
import { submissionDocument } from "../webform/submission-document.ts";
import { optionListsFor } from "../webform/option-lists.ts";
import { validateSubmission } from "../webform/validate-submission.ts";
import { elementsOf } from "../webform/stored-elements.ts";
import { webformTarget } from "./webform-target.ts";

export interface SubmissionRouteDeps {
  publicUrl: string;
  trustProxy: TrustedProxies;
  store: ResourceStore;
  submissions: SubmissionStore;
  limiter: VisitorLimit;
  /** CONTENT_WEBFORM_MIN_FILL_MS; the bot check's default when absent. */
  minFillMs?: number;
  now?: () => number;
}

const FILE_TYPES = new Set(["managed_file", "webform_document_file", "webform_image_file"]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// Deliberately says nothing of why: a bot learns nothing, a person who was quick simply sends again.
const NOT_ACCEPTED = "The form could not be sent. Please wait a few seconds and send it again.";

function tooManyRequests(retryAfter: number): JsonApiError {
  return new JsonApiError(429, undefined, `Too many submissions of this form. Try again in ${retryAfter} seconds.`);
}

/** POST /api/v1/webform_submission/{webform_id}?site=N — Tide's submission endpoint, validated and stored. */
export function registerWebformSubmissions(app: FastifyInstance, deps: SubmissionRouteDeps): void {
  const now = deps.now ?? Date.now;

  app.register(async (scope) => {
    // Tide's front end posts JSON:API; read it as JSON.
    scope.addContentTypeParser("application/vnd.api+json", { parseAs: "string" }, scope.getDefaultJsonParser("error", "error"));

    scope.post<{ Params: { webformId: string } }>("/api/v1/webform_submission/:webformId", { bodyLimit: SUBMISSION_MAX_BYTES }, async (request, reply) => {
      const { webform, webformId, siteTid } = await webformTarget(request, deps.store);
      const idempotency = readIdempotencyKey(request.headers["idempotency-key"]);
      if (idempotency.kind === "invalid") throw new JsonApiError(400, undefined, INVALID_KEY);
      const key = idempotency.kind === "key" ? idempotency.key : null;
      // A retry of a submission already stored gets the same answer, and nothing is stored twice.
      const earlier = key === null ? null : await deps.submissions.byIdempotencyKey(webformId, key);
      if (earlier !== null) return answerStored(reply, earlier, webform.uuid, request.url, true);
      const { model, remoteAddr } = parseSubmissionBody(request.body, webformId);
      const client = clientAddress({ socket: request.ip, forwardedFor: request.headers["x-forwarded-for"], declared: remoteAddr }, deps.trustProxy);
      const retryAfter = await deps.limiter.spend(`${client} ${webformId}`);
      if (retryAfter !== null) {
        reply.header("retry-after", String(retryAfter));
        throw tooManyRequests(retryAfter);
      }
      const elements = elementsOf(webform.attributes);
      const flat = flattenElements(elements);

      const verdict = botVerdict(model, new Set(flat.map(({ name }) => name)), now(), deps.minFillMs);
      if (verdict !== "ok") {
        request.log.warn({ webformId, verdict }, "webform submission refused as automated; not stored");
        throw new JsonApiError(422, undefined, NOT_ACCEPTED);
      }

      const vocabularies = new Set(flat.filter(({ element }) => typeOf(element) === "webform_term_select")
        .map(({ element }) => stringProp(element, "#vocabulary") ?? "").filter((name) => /^[a-z][a-z0-9_]*$/.test(name)));
      const termIds = new Map<string, Set<string>>();
      for (const vocabulary of vocabularies) {
        const terms = await deps.store.allOfType(`taxonomy_term--${vocabulary}`);
        termIds.set(vocabulary, new Set(terms.map((term) => String(term.internalId))));
      }
      const fileNames = new Set(flat.filter(({ element }) => FILE_TYPES.has(typeOf(element))).map(({ name }) => name));
      const candidateFids = [...fileNames].map((name) => String(model[name] ?? "").toLowerCase()).filter((fid) => UUID.test(fid));
      const files = await deps.submissions.existingFiles(webformId, candidateFids);

      const optionLists = await optionListsFor(flat.map(({ element }) => element["#options"]), (type) => deps.store.allOfType(type));

      const { values, errors } = validateSubmission(elements, model, {
        termIds: (vocabulary) => termIds.get(vocabulary) ?? new Set(),
        fileExists: (fid, element) => files.some((file) => file.fid === fid && file.element === element),
        optionLists,
      });
      if (errors.length > 0) {
        const objects: ErrorObject[] = errors.map(({ field, detail }) => ({
          status: "422", title: "Unprocessable Entity", detail, source: { pointer: `/data/attributes/data/${field}` },
        }));
        return reply.code(422).header("content-type", JSONAPI_CONTENT_TYPE).header("cache-control", "no-store")
          .send(Buffer.from(JSON.stringify(errorDocument(objects))));
      }

      const { row, replayed } = await deps.submissions.insert({ webformId, siteTid, data: values, remoteAddr: client, idempotencyKey: key });
      return answerStored(reply, row, webform.uuid, request.url, replayed);
    });
  });

  function answerStored(reply: FastifyReply, row: SubmissionRow, webformUuid: string, path: string, replayed: boolean) {
    if (replayed) reply.header("idempotent-replayed", "true");
    return sendApi(reply, submissionDocument(row, webformUuid, deps.publicUrl, path),
      { cacheTags: [`webform_submission:${row.sid}`], status: 201, private: true });
  }
}
