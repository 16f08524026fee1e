import type { NavLink } from "@yu/site-data";
import type { ResourceRow } from "../db/resource-store.ts";
import { publicUri } from "./public-uri.ts";

export const MAX_NAV_DEPTH = 5;

function optionalText(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

function classes(options: unknown): NavLink["options"] | undefined {
  if (typeof options !== "object" || options === null) return undefined;
  const list = (options as { attributes?: { class?: unknown } }).attributes?.class;
  if (!Array.isArray(list)) return undefined;
  return { attributes: { class: list.filter((item): item is string => typeof item === "string") } };
}

function toNavLink(row: ResourceRow, children: NavLink[]): NavLink {
  const attributes = row.attributes;
  const link = attributes.link as { uri?: unknown } | undefined;
  const nav: NavLink = { id: row.uuid, title: String(attributes.title ?? ""), uri: publicUri(link?.uri), children };
  const description = optionalText(attributes.description);
  const subtext = optionalText(attributes.subtext);
  const ctaText = optionalText(attributes.cta_text);
  const icon = optionalText(attributes.icon);
  const options = classes(attributes.options);
  if (description !== undefined) nav.description = description;
  if (subtext !== undefined) nav.subtext = subtext;
  if (ctaText !== undefined) nav.ctaText = ctaText;
  if (icon !== undefined) nav.icon = icon;
  if (options !== undefined) nav.options = options;
  return nav;
}

/** Flat menu_link_content items of one menu → the enabled tree, by weight, at most five levels. */
export function menuTree(items: ResourceRow[], menuName: string): NavLink[] {
  const own = items.filter((row) => row.attributes.menu_name === menuName && row.attributes.enabled !== false);
  const byParent = new Map<string | null, ResourceRow[]>();
  const present = new Set(own.map((row) => `menu_link_content:${row.uuid}`));
  for (const row of own) {
    const parent = typeof row.attributes.parent === "string" && row.attributes.parent !== "" ? row.attributes.parent : null;
    // Children of a disabled item disappear with it, as in Drupal.
    if (parent !== null && !present.has(parent)) continue;
    const siblings = byParent.get(parent) ?? [];
    siblings.push(row);
    byParent.set(parent, siblings);
  }
  const build = (parent: string | null, depth: number): NavLink[] => {
    if (depth > MAX_NAV_DEPTH) return [];
    const siblings = [...(byParent.get(parent) ?? [])].sort((a, b) =>
      Number(a.attributes.weight ?? 0) - Number(b.attributes.weight ?? 0)
      || String(a.attributes.title ?? "").localeCompare(String(b.attributes.title ?? "")));
    return siblings.map((row) => toNavLink(row, build(`menu_link_content:${row.uuid}`, depth + 1)));
  };
  return build(null, 1);
}
