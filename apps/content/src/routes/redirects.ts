import type { FastifyInstance } from "fastify";
import type { RedirectRow } from "../db/resource-store.ts";
import { sendApi } from "../http/api-reply.ts";
import { badRequest } from "../jsonapi/errors.ts";
import { parseJsonApiQuery } from "../jsonapi/query.ts";
import { siteAndDescendants, siteTerms } from "../site/site-terms.ts";
import type { RouteDeps } from "./deps.ts";

/** A stored redirect in the shape of Drupal's redirect entity over JSON:API. */
export function redirectResource(row: RedirectRow) {
  const target = /^https?:\/\//i.test(row.target) ? row.target : `internal:${row.target}`;
  return {
    type: "redirect--redirect",
    id: row.uuid,
    attributes: {
      drupal_internal__rid: row.internalId,
      redirect_source: { path: row.source.replace(/^\//, ""), query: [] },
      redirect_redirect: { uri: target, title: "", options: [] },
      status_code: row.statusCode,
      language: "und",
    },
  };
}

/**
 * GET /api/v1/redirect/redirect?site=N — the redirects that apply to a site (its own, its subsites',
 * and those for every site), paged like any collection. The site answers them before rendering.
 */
export function registerRedirectRoutes(app: FastifyInstance, { store, config }: RouteDeps): void {
  app.get("/api/v1/redirect/redirect", async (request, reply) => {
    const query = parseJsonApiQuery(request.query as Record<string, unknown>);
    if (query.site === null) throw badRequest("The site query parameter is required.", "site");
    const sites = siteTerms(await store.allOfType("taxonomy_term--sites", true));
    if (!sites.has(query.site)) throw badRequest(`There is no site ${query.site}.`, "site");
    const { rows, count } = await store.redirectsFor(siteAndDescendants(sites, query.site), query.page.offset, query.page.limit);
    const base = `${config.publicUrl}/api/v1/redirect/redirect?site=${query.site}`;
    const nextOffset = query.page.offset + query.page.limit;
    const links = {
      self: { href: `${base}&page[offset]=${query.page.offset}&page[limit]=${query.page.limit}` },
      ...(nextOffset < count ? { next: { href: `${base}&page[offset]=${nextOffset}&page[limit]=${query.page.limit}` } } : {}),
    };
    return sendApi(reply, { jsonapi: { version: "1.0" }, data: rows.map(redirectResource), links, meta: { count } },
      { cacheTags: ["redirect_list", ...rows.map((r) => `redirect:${r.internalId}`)] });
  });
}
