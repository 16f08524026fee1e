import type { FastifyInstance, FastifyRequest } from "fastify";
import { stringify } from "qs";
import type { EditorAccess } from "../auth/editor-access.ts";
import { withRevision, type ResourceRow } from "../db/resource-store.ts";
import { sendApi } from "../http/api-reply.ts";
import { bundleListTag } from "../publish/notify-tags.ts";
import { cacheTagOf, collectionDocument, entityDocument, type DocumentContext } from "../jsonapi/document.ts";
import { badRequest, JsonApiError, notFound, PERMISSION_DENIED } from "../jsonapi/errors.ts";
import { filterGroupSql, sortSql } from "../jsonapi/filter-sql.ts";
import { resolveIncludes } from "../jsonapi/includes.ts";
import { parseJsonApiQuery, type JsonApiQuery } from "../jsonapi/query.ts";
import type { RouteDeps } from "./deps.ts";

const NAME = /^[a-z][a-z0-9_]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface TypeParams {
  entityType: string;
  bundle: string;
}

function resourceType({ entityType, bundle }: TypeParams): string {
  if (!NAME.test(entityType) || !NAME.test(bundle)) throw notFound(`There is no resource type ${entityType}--${bundle}.`);
  return `${entityType}--${bundle}`;
}

export interface ResourceRouteDeps extends RouteDeps {
  editors: EditorAccess;
}

/** The query string as received, minus the leading "?", for self and next links. */
function rawQuery(request: FastifyRequest): string {
  const index = request.url.indexOf("?");
  return index < 0 ? "" : request.url.slice(index + 1);
}

function versionNotSupported(): JsonApiError {
  return new JsonApiError(501, undefined, "Resource versioning is only supported for nodes.", "resourceVersion");
}

/** GET /api/v1/{entity_type}/{bundle}[/{uuid}] — the generic JSON:API read routes for every resource type. */
export function registerResourceRoutes(app: FastifyInstance, { config, store, editors }: ResourceRouteDeps): void {
  // Working copies and revisions: a signed-in editor (live session, not blocked) with an editorial role.
  const mayPreview = async (request: FastifyRequest) => (await editors.previewer(request.headers["x-authorization"])) !== null;

  const documentContext = (query: JsonApiQuery): DocumentContext => ({ baseUrl: config.publicUrl, fields: query.fields });

  const includesFor = async (rows: ResourceRow[], query: JsonApiQuery, includeUnpublished: boolean) =>
    query.include.size === 0 ? null : resolveIncludes(rows, query.include, (uuids) => store.byUuids(uuids, includeUnpublished));

  app.get<{ Params: TypeParams & { uuid: string } }>("/api/v1/:entityType/:bundle/:uuid", async (request, reply) => {
    const type = resourceType(request.params);
    const query = parseJsonApiQuery(request.query as Record<string, unknown>);
    if (query.resourceVersion !== null && request.params.entityType !== "node") throw versionNotSupported();
    const { uuid } = request.params;
    if (!UUID.test(uuid)) throw badRequest(`"${uuid}" is not a valid resource id (a uuid).`);

    let row = await store.byUuid(uuid.toLowerCase());
    if (row === undefined || row.type !== type) throw notFound(`There is no ${type} resource with id ${uuid}.`);
    let versioned = false;
    if (query.resourceVersion !== null) {
      const revision = query.resourceVersion.kind === "latest" ? await store.latestRevision(row.uuid)
        : await store.revision(row.uuid, query.resourceVersion.id);
      if (revision === undefined) throw notFound(`${type} ${uuid} has no revision ${query.resourceVersion.kind === "id" ? query.resourceVersion.id : "to show"}.`);
      const isPublicRevision = revision.isDefault && revision.published;
      if (!isPublicRevision && !(await mayPreview(request))) {
        throw new JsonApiError(403, PERMISSION_DENIED, "Viewing this revision requires a signed-in editor with an editorial role.");
      }
      versioned = !isPublicRevision;
      row = withRevision(row, revision);
    } else if (!row.published) {
      throw new JsonApiError(403, PERMISSION_DENIED, "The resource is not published.");
    }
    if (row.entityType === "node" && query.site !== null && !row.siteTids.includes(query.site)) {
      throw notFound(`${type} ${uuid} does not belong to site ${query.site}.`);
    }

    const included = await includesFor([row], query, versioned);
    const self = `${config.publicUrl}${request.url.split("?")[0] ?? ""}${rawQuery(request) === "" ? "" : `?${rawQuery(request)}`}`;
    const tags = [cacheTagOf(row), ...(included ?? []).map(cacheTagOf)];
    if (query.site !== null) tags.push(`taxonomy_term:${query.site}`);
    return sendApi(reply, entityDocument(row, included, self, documentContext(query)),
      { cacheTags: tags, private: versioned || query.resourceVersion !== null });
  });

  app.get<{ Params: TypeParams }>("/api/v1/:entityType/:bundle", async (request, reply) => {
    const type = resourceType(request.params);
    const query = parseJsonApiQuery(request.query as Record<string, unknown>);
    const isNode = request.params.entityType === "node";
    let versioned = false;
    if (query.resourceVersion !== null) {
      if (!isNode) throw versionNotSupported();
      if (query.resourceVersion.kind === "id") throw badRequest("A collection can only be read as rel:working-copy.", "resourceVersion");
      if (!(await mayPreview(request))) throw new JsonApiError(403, PERMISSION_DENIED, "Working copies require a signed-in editor with an editorial role.");
      versioned = true;
    }

    const { rows, count } = await store.list({
      type, site: isNode ? query.site : null, includeUnpublished: versioned,
      where: filterGroupSql(query.filter, { includeUnpublished: versioned }), orderBy: sortSql(query.sort),
      offset: query.page.offset, limit: query.page.limit,
    });
    if (count === 0 && !(await store.typeExists(type))) throw notFound(`There is no resource type ${type}.`);
    let data = rows;
    if (versioned) {
      const latest = await store.latestRevisions(rows.map((row) => row.uuid));
      data = rows.map((row) => {
        const revision = latest.get(row.uuid);
        return revision === undefined ? row : withRevision(row, revision);
      });
    }
    const included = await includesFor(data, query, versioned);

    const path = request.url.split("?")[0] ?? "";
    const raw = rawQuery(request);
    const self = `${config.publicUrl}${path}${raw === "" ? "" : `?${raw}`}`;
    let next: string | null = null;
    if (query.page.offset + query.page.limit < count) {
      const params = { ...(request.query as Record<string, unknown>) };
      params.page = { offset: String(query.page.offset + query.page.limit), limit: String(query.page.limit) };
      next = `${config.publicUrl}${path}?${stringify(params, { encodeValuesOnly: true })}`;
    }
    // A collection is of one bundle: its bundle's list tag, so that a change elsewhere in the type leaves it alone.
    const tags = [bundleListTag(request.params.entityType, request.params.bundle), ...data.map(cacheTagOf), ...(included ?? []).map(cacheTagOf)];
    if (isNode && query.site !== null) tags.push(`taxonomy_term:${query.site}`);
    return sendApi(reply, collectionDocument(data, included, count, { self, next }, documentContext(query)),
      { cacheTags: tags, private: versioned });
  });
}
