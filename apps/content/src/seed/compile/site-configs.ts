import { parseReferenceString } from "../references.ts";
import { describeSource, type SeedRecord, type SiteConfigRow } from "../types.ts";
import { isMapping, type Mapping, type Target } from "./build.ts";

const MENU_CONFIG_FIELDS = ["main_menu", "footer_menu", "legal_menu", "subsite_menu"];

/** Replaces "type:key" strings inside site configuration with { type, id } and checks they resolve. */
function resolveConfigReferences(value: unknown, targets: Map<string, Target>, where: string, problems: string[]): unknown {
  if (typeof value === "string") {
    const reference = parseReferenceString(value);
    if (reference === null) return value;
    const target = targets.get(`${reference.type}:${reference.key}`);
    if (target === undefined) {
      problems.push(`${where}: unresolved reference ${value}`);
      return null;
    }
    return { type: target.type, id: target.uuid };
  }
  if (Array.isArray(value)) return value.map((item) => resolveConfigReferences(item, targets, where, problems));
  if (isMapping(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveConfigReferences(item, targets, where, problems)]));
  }
  return value;
}

/** Each site_config record as its site's configuration, its menus checked and its references resolved. */
export function compileSiteConfigs(records: SeedRecord[], siteTids: Map<string, number>, menuNames: Set<string>,
  targets: Map<string, Target>, problems: string[]): SiteConfigRow[] {
  const rows: SiteConfigRow[] = [];
  for (const record of records) {
    if (record.type !== "site_config") continue;
    const where = describeSource(record.source, `site_config:${record.key}`);
    for (const name of Object.keys(record.body)) {
      if (!["type", "key", "attributes"].includes(name)) problems.push(`${where}: unknown field "${name}"`);
    }
    const tid = siteTids.get(record.key);
    if (tid === undefined) {
      problems.push(`${where}: key must be the key of a taxonomy_term--sites record`);
      continue;
    }
    const attributes = isMapping(record.body.attributes) ? record.body.attributes : {};
    for (const field of MENU_CONFIG_FIELDS) {
      const menu = attributes[field];
      if (menu !== undefined && menu !== null && (typeof menu !== "string" || !menuNames.has(menu))) {
        problems.push(`${where}: ${field}: no menu with key ${JSON.stringify(menu)}`);
      }
    }
    const data = resolveConfigReferences(attributes, targets, where, problems) as Mapping;
    rows.push({ siteTid: tid, key: record.key, data });
  }
  return rows;
}
