import { sql } from "drizzle-orm";
import { cacheTagOf } from "../jsonapi/document.ts";
import type { ContentSnapshot, RedirectState, ResourceState, SiteConfigState } from "./content-change-tags.ts";
import { mergeSiteConfig } from "../site/build-site-data.ts";
import { siteMenuNames } from "../site/site-menus.ts";
import { siteTerms } from "../site/site-terms.ts";
import type { Db } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";
import { ResourceStore } from "../db/resource-store.ts";

function text(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

function mapping(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value as Record<string, unknown> : {};
}

/**
 * Reads what the public sees of the content, as fingerprints, to tell what a seed changed. A resource's
 * fingerprint covers its attributes (minus the times the seed itself stamps: created, changed, revision time),
 * relationships, published flag, alias and sites; working copies and older revisions are not public and are left out.
 */
export async function readContentSnapshot(db: Db): Promise<ContentSnapshot> {
  const [resourceRows, redirectRows, configRows, siteRows] = await Promise.all([
    db.execute(sql`SELECT uuid, entity_type, bundle, internal_id, path_alias, attributes ->> 'menu_name' AS menu_name,
        (SELECT coalesce(jsonb_object_agg(key, value), '{}'::jsonb) FROM jsonb_each(attributes) WHERE starts_with(key, 'drupal_internal__')) AS ids,
        md5(jsonb_build_object('a', attributes - 'created' - 'changed' - 'revision_timestamp', 'r', relationships, 'p', published,
          'al', path_alias, 's', site_tids)::text) AS fingerprint
      FROM resources`),
    db.execute(sql`SELECT uuid, internal_id, source, md5(concat_ws('|', source, target, status_code, site_tid)) AS fingerprint FROM redirects`),
    db.execute(sql`SELECT site_tid, data, md5(data::text) AS fingerprint FROM site_configs`),
    new ResourceStore(db).allOfType("taxonomy_term--sites", true),
  ]);

  const resources = new Map<string, ResourceState>();
  for (const row of rawRows(resourceRows)) {
    const entityType = String(row.entity_type);
    const internalId = row.internal_id === null ? null : Number(row.internal_id);
    resources.set(String(row.uuid), {
      entityType, bundle: String(row.bundle), tag: cacheTagOf({ entityType, internalId, attributes: mapping(row.ids) }), fingerprint: String(row.fingerprint),
      alias: text(row.path_alias), menuName: text(row.menu_name),
    });
  }
  const redirects = new Map<string, RedirectState>();
  for (const row of rawRows(redirectRows)) {
    redirects.set(String(row.uuid), { tag: `redirect:${String(row.internal_id)}`, source: String(row.source), fingerprint: String(row.fingerprint) });
  }
  const siteConfigs = new Map<number, SiteConfigState>();
  const configData = new Map<number, Record<string, unknown>>();
  for (const row of rawRows(configRows)) {
    siteConfigs.set(Number(row.site_tid), { fingerprint: String(row.fingerprint) });
    configData.set(Number(row.site_tid), mapping(row.data));
  }
  const sites = siteTerms(siteRows);
  const siteParents = new Map<number, number | null>();
  const siteMenus = new Map<number, readonly string[]>();
  for (const site of sites.values()) {
    siteParents.set(site.tid, site.parentTid);
    const merged = mergeSiteConfig(configData.get(site.tid), site.parentTid === null ? undefined : configData.get(site.parentTid));
    siteMenus.set(site.tid, siteMenuNames(merged));
  }
  return { resources, redirects, siteConfigs, siteParents, siteMenus };
}
