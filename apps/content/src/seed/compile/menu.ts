import type { IdAllocator } from "../id-allocator.ts";
import { seedUuid } from "../ids.ts";
import { flattenMenu } from "../menus.ts";
import { describeSource, type ResourceRow, type SeedRecord } from "../types.ts";
import type { Target } from "./build.ts";

/** A menu record as its menu--menu row and one menu_link_content row per item (each item becomes a reference target). */
export function compileMenu(record: SeedRecord, targets: Map<string, Target>, ids: IdAllocator, now: string,
  problems: string[]): ResourceRow[] {
  const where = describeSource(record.source, `menu:${record.key}`);
  for (const name of Object.keys(record.body)) {
    if (!["type", "key", "title", "label", "description", "items"].includes(name)) problems.push(`${where}: unknown field "${name}"`);
  }
  const menu = targets.get(`menu--menu:${record.key}`);
  if (menu === undefined) return [];
  const label = typeof record.body.title === "string" ? record.body.title
    : typeof record.body.label === "string" ? record.body.label : record.key;
  const rows: ResourceRow[] = [{
    uuid: menu.uuid, type: "menu--menu", entityType: "menu", bundle: "menu", internalId: menu.internalId, revisionId: null,
    published: true, relationships: {}, pathAlias: null, siteTids: [], primarySite: null, searchText: "",
    attributes: { drupal_internal__id: record.key, langcode: "en", status: true, label,
      description: typeof record.body.description === "string" ? record.body.description : null },
  }];
  const { items, problems: menuProblems } = flattenMenu(record.body.items);
  for (const problem of menuProblems) problems.push(`${where}: ${problem}`);
  const uuidOf = (itemKey: string) => seedUuid("menu_link_content--menu_link_content", `${record.key}:${itemKey}`);
  for (const item of items) {
    const internalId = ids.allocate("menu_link_content");
    const uuid = uuidOf(item.key);
    targets.set(`menu_link_content--menu_link_content:${record.key}:${item.key}`,
      { uuid, type: "menu_link_content--menu_link_content", internalId, targetId: internalId });
    rows.push({
      uuid, type: "menu_link_content--menu_link_content", entityType: "menu_link_content", bundle: "menu_link_content",
      internalId, revisionId: internalId, published: true, relationships: {}, pathAlias: null, siteTids: [],
      primarySite: null, searchText: item.title,
      attributes: {
        drupal_internal__id: internalId, drupal_internal__revision_id: internalId, langcode: "en", enabled: item.enabled,
        title: item.title, description: null, menu_name: record.key,
        link: { uri: item.uri, url: item.url, title: null, options: [] },
        external: /^https?:/.test(item.url), rediscover: false, weight: item.weight, expanded: item.expanded,
        parent: item.parentKey === null ? null : `menu_link_content:${uuidOf(item.parentKey)}`,
        changed: now, default_langcode: true, ...item.extra,
      },
    });
  }
  return rows;
}
