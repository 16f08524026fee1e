import type { StoredIdentifier, StoredRelationships } from "../../db/schema.ts";
import { seedUuid } from "../ids.ts";
import { MAIN_SITE_KEY, type Mapping, type SeedBuild } from "./build.ts";

export interface NodeSites {
  /** The site tids the node belongs to, without repeats. */
  siteTids: number[];
  /** The first site named. */
  primarySite: number | null;
}

/**
 * The sites a node belongs to (`sites`: one key or a list; the main site when absent), also written into its
 * `field_node_site` and `field_node_primary_site` relationships. Only nodes belong to sites.
 */
export function nodeSites(build: SeedBuild, body: Mapping, isNode: boolean, relationships: StoredRelationships, where: string): NodeSites {
  if (!isNode) {
    if (body.sites !== undefined) build.problems.push(`${where}: only nodes belong to sites`);
    return { siteTids: [], primarySite: null };
  }
  const keys = body.sites === undefined ? [MAIN_SITE_KEY] : Array.isArray(body.sites) ? body.sites : [body.sites];
  const siteList: number[] = [];
  const siteTargets: StoredIdentifier[] = [];
  for (const siteKey of keys) {
    const tid = typeof siteKey === "string" ? build.siteTids.get(siteKey) : undefined;
    if (tid === undefined) {
      build.problems.push(`${where}: sites: unknown site ${JSON.stringify(siteKey)}`);
      continue;
    }
    siteList.push(tid);
    siteTargets.push({ type: "taxonomy_term--sites", id: seedUuid("taxonomy_term--sites", siteKey as string), meta: { drupal_internal__target_id: tid } });
  }
  if (keys.length === 0) build.problems.push(`${where}: sites must name at least one site`);
  relationships.field_node_site = { data: siteTargets };
  relationships.field_node_primary_site = { data: siteTargets[0] ?? null };
  return { siteTids: [...new Set(siteList)], primarySite: siteList[0] ?? null };
}
