import type { ResourceRow } from "../db/resource-store.ts";
import { identifiersOf } from "../jsonapi/includes.ts";

export interface SiteTerm {
  tid: number;
  uuid: string;
  name: string;
  parentUuid: string | null;
  parentTid: number | null;
  homepageUuid: string | null;
  /** field_site_domains split into lines; the first is canonical. */
  domains: string[];
  basePath: string | null;
  shortName: string | null;
  showExitSite: boolean;
  row: ResourceRow;
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** field_site_domains as its lines, blank ones dropped: the first is the site's canonical host. */
export function siteDomains(value: unknown): string[] {
  return (text(value) ?? "").split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "");
}

/** Reads the site terms (taxonomy_term--sites) into a map by tid. */
export function siteTerms(rows: ResourceRow[]): Map<number, SiteTerm> {
  const byUuid = new Map(rows.map((row) => [row.uuid, row]));
  const sites = new Map<number, SiteTerm>();
  for (const row of rows) {
    if (row.internalId === null) continue;
    const parentUuid = identifiersOf(row.relationships, "parent")[0]?.id ?? null;
    const parent = parentUuid === null ? undefined : byUuid.get(parentUuid);
    const domains = siteDomains(row.attributes.field_site_domains);
    sites.set(row.internalId, {
      tid: row.internalId, uuid: row.uuid, name: text(row.attributes.name) ?? "", parentUuid,
      parentTid: parent?.internalId ?? null,
      homepageUuid: identifiersOf(row.relationships, "field_site_homepage")[0]?.id ?? null,
      domains, basePath: text(row.attributes.field_site_base_path), shortName: text(row.attributes.field_site_short_name),
      showExitSite: row.attributes.field_site_show_exit_site === true, row,
    });
  }
  return sites;
}

/** The site and its descendants: a redirect or page of a subsite also answers for its parent. */
export function siteAndDescendants(sites: Map<number, SiteTerm>, tid: number): number[] {
  const result = [tid];
  for (let index = 0; index < result.length; index += 1) {
    for (const site of sites.values()) {
      if (site.parentTid === result[index] && !result.includes(site.tid)) result.push(site.tid);
    }
  }
  return result;
}
