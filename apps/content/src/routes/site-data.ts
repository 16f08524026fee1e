import type { FastifyInstance } from "fastify";
import { sendApi } from "../http/api-reply.ts";
import { cacheTagOf } from "../jsonapi/document.ts";
import { notFound } from "../jsonapi/errors.ts";
import { identifiersOf } from "../jsonapi/includes.ts";
import { buildSiteData, mergeSiteConfig, referencedMedia } from "../site/build-site-data.ts";
import { mediaFile, mediaImages } from "../site/media-images.ts";
import { siteMenuNames } from "../site/site-menus.ts";
import { siteTerms } from "../site/site-terms.ts";
import type { RouteDeps } from "./deps.ts";

const TERM_IMAGE_FIELDS = ["field_site_logo", "field_site_og_image", "field_site_twitter_image"];

/** GET /site-api/v1/site/{tid} — our shaped site data (Tide has no such endpoint). */
export function registerSiteData(app: FastifyInstance, { config, store }: RouteDeps): void {
  app.get<{ Params: { tid: string } }>("/site-api/v1/site/:tid", async (request, reply) => {
    const { tid } = request.params;
    if (!/^\d{1,9}$/.test(tid)) throw notFound(`There is no site ${tid}.`);
    const sites = siteTerms(await store.allOfType("taxonomy_term--sites"));
    const site = sites.get(Number(tid));
    if (site === undefined) throw notFound(`There is no site ${tid}.`);

    const [own, parent] = await Promise.all([store.siteConfig(site.tid),
      site.parentTid === null ? Promise.resolve(undefined) : store.siteConfig(site.parentTid)]);
    const siteConfig = mergeSiteConfig(own?.data, parent?.data);
    const menuNames = siteMenuNames(siteConfig);

    const mediaIds = referencedMedia(siteConfig);
    const parentRow = site.parentTid === null ? undefined : sites.get(site.parentTid)?.row;
    for (const row of parentRow === undefined ? [site.row] : [site.row, parentRow]) {
      for (const field of TERM_IMAGE_FIELDS) {
        const [identifier] = identifiersOf(row.relationships, field);
        if (identifier !== undefined) mediaIds.add(identifier.id);
      }
    }
    const [menuLinks, alerts, firstBatch] = await Promise.all([
      store.menuLinks(menuNames),
      store.list({ type: "node--alert", site: site.tid, includeUnpublished: false, orderBy: [], offset: 0, limit: 50 }),
      store.byUuids([...mediaIds, ...(site.homepageUuid === null ? [] : [site.homepageUuid])], false),
    ]);
    const media = firstBatch.filter((row) => row.entityType === "media");
    const fileIds = media.flatMap((row) => mediaFile(row)?.fileUuid ?? []);
    const files = await store.byUuids(fileIds, false);
    const homepage = firstBatch.find((row) => row.uuid === site.homepageUuid);

    const data = buildSiteData({
      site, sites, config: siteConfig, menuLinks, alerts: alerts.rows, homeAlias: homepage?.pathAlias ?? null,
      images: mediaImages(media, files, config.publicUrl), productShortName: config.productShortName,
    });
    const tags = [`taxonomy_term:${site.tid}`, "taxonomy_term_list", "config:site", `site_config:${site.tid}`,
      ...(site.parentTid === null ? [] : [`site_config:${site.parentTid}`]),
      // The site's alerts are a list of one bundle: a published alert changes every page, any other node none.
      ...menuNames.map((name) => `config:system.menu.${name}`), "node_list:alert",
      ...alerts.rows.map(cacheTagOf), ...firstBatch.map(cacheTagOf), ...files.map(cacheTagOf)];
    return sendApi(reply, data, { cacheTags: tags, contentType: "application/json; charset=utf-8" });
  });
}
