import type { FastifyInstance } from "fastify";
import { sendApi } from "../http/api-reply.ts";
import { sendApiError } from "../http/send-error.ts";
import { cacheTagOf } from "../jsonapi/document.ts";
import { badRequest, JsonApiError, PATH_NOT_FOUND, PERMISSION_DENIED } from "../jsonapi/errors.ts";
import { parseSite } from "../jsonapi/query.ts";
import { internalPath } from "../paths/link-uri.ts";
import { normaliseLookupPath } from "../paths/normalise-path.ts";
import { classifyRedirect } from "../paths/redirect-target.ts";
import { sectionFor } from "../paths/section.ts";
import { siteAndDescendants, siteTerms } from "../site/site-terms.ts";
import type { RouteDeps } from "./deps.ts";

const NOT_FOUND_TAGS = ["node_list", "redirect_list", "config:site"];

/** GET /api/v1/route?path=…&site=… — Tide's route lookup, redirects included. */
export function registerRouteLookup(app: FastifyInstance, { store }: RouteDeps): void {
  app.get("/api/v1/route", async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    if (query.path === undefined || query.path === "") throw badRequest("The path query parameter is required.", "path");
    if (query.site === undefined || query.site === "") throw badRequest("The site query parameter is required.", "site");
    if (typeof query.path !== "string") throw badRequest("path must be a single path.", "path");
    const siteId = parseSite(query.site);
    if (siteId === null) throw badRequest("The site query parameter is required.", "site");
    const path = normaliseLookupPath(query.path);
    if (path === null) throw badRequest("path is not a usable path.", "path");

    const sites = siteTerms(await store.allOfType("taxonomy_term--sites", true));
    const site = sites.get(siteId);
    if (site === undefined) throw badRequest(`There is no site ${siteId}.`, "site");

    let row;
    if (path === "/") {
      row = site.homepageUuid === null ? undefined : await store.byUuid(site.homepageUuid);
    } else {
      const redirect = await store.redirect(path, siteAndDescendants(sites, siteId));
      if (redirect !== undefined) {
        const targetPath = internalPath(redirect.target);
        const targetNode = targetPath === null ? undefined
          : (await store.byAlias(targetPath)).find((candidate) => candidate.entityType === "node");
        const answer = classifyRedirect(redirect.target, siteId, targetNode ?? null, sites);
        return sendApi(reply, { data: { type: "redirect", id: redirect.uuid, attributes: {
          status_code: redirect.statusCode, redirect_url: answer.redirectUrl, redirect_type: answer.redirectType } } },
        { cacheTags: [`redirect:${redirect.internalId}`, "redirect_list", "config:site"] });
      }
      row = (await store.byAlias(path)).find((candidate) => candidate.entityType !== "node" || candidate.siteTids.includes(siteId));
    }
    if (row === undefined) return sendApiError(reply, new JsonApiError(404, PATH_NOT_FOUND), NOT_FOUND_TAGS);
    // The entity's own tag covers its alias too; only an unknown path waits on every node (NOT_FOUND_TAGS).
    const tags = [cacheTagOf(row), `taxonomy_term:${siteId}`, "config:site"];
    if (!row.published) return sendApiError(reply, new JsonApiError(403, PERMISSION_DENIED), tags);

    const section = row.entityType === "node" ? sectionFor(row.primarySite, siteId, sites) : siteId;
    return sendApi(reply, { data: { type: "route", id: row.uuid, attributes: {
      entity_type: row.entityType, entity_id: String(row.internalId ?? ""), bundle: row.bundle, uuid: row.uuid,
      endpoint: `api/v1/${row.entityType}/${row.bundle}/${row.uuid}`, section: String(section),
    } } }, { cacheTags: tags });
  });
}
