import { normaliseLinkUri } from "../paths/link-uri.ts";

export const MAX_MENU_DEPTH = 5;

export interface FlatMenuItem {
  /** Stable within the menu: the item's own `key`, else its position ("0.2.1"). */
  key: string;
  parentKey: string | null;
  depth: number;
  weight: number;
  title: string;
  uri: string;
  url: string;
  enabled: boolean;
  expanded: boolean;
  /** Our extra fields, copied when present: description, subtext, cta_text, icon, options. */
  extra: Record<string, unknown>;
}

const EXTRA_FIELDS = ["description", "subtext", "cta_text", "icon", "options"] as const;

/** Flattens a nested menu into Drupal's flat list (weight = position among siblings). */
export function flattenMenu(items: unknown): { items: FlatMenuItem[]; problems: string[] } {
  const flat: FlatMenuItem[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();

  const walk = (list: unknown, parentKey: string | null, depth: number, position: string) => {
    if (list === undefined || list === null) return;
    if (!Array.isArray(list)) {
      problems.push(`${position === "" ? "items" : `item ${position} children`} must be a list`);
      return;
    }
    if (list.length > 0 && depth > MAX_MENU_DEPTH) {
      problems.push(`item ${position} is nested deeper than ${MAX_MENU_DEPTH} levels`);
      return;
    }
    list.forEach((raw: unknown, index) => {
      const where = position === "" ? String(index) : `${position}.${index}`;
      if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
        problems.push(`item ${where} must be a mapping`);
        return;
      }
      const item = raw as Record<string, unknown>;
      const key = typeof item.key === "string" && item.key !== "" ? item.key : where;
      if (seen.has(key)) problems.push(`item ${where}: duplicate menu item key "${key}"`);
      seen.add(key);
      if (typeof item.title !== "string" || item.title.trim() === "") {
        problems.push(`item ${where} needs a title`);
        return;
      }
      const rawUri = item.uri ?? item.url ?? "";
      const link = typeof rawUri === "string" ? normaliseLinkUri(rawUri) : null;
      if (link === null) {
        problems.push(`item ${where} ("${item.title}"): unusable uri ${JSON.stringify(rawUri)}`);
        return;
      }
      const extra: Record<string, unknown> = {};
      for (const field of EXTRA_FIELDS) if (item[field] !== undefined && item[field] !== null) extra[field] = item[field];
      if (item.ctaText !== undefined && extra.cta_text === undefined) extra.cta_text = item.ctaText;
      flat.push({
        key, parentKey, depth, weight: index, title: item.title, uri: link.uri, url: link.url,
        enabled: item.enabled !== false, expanded: item.expanded === true, extra,
      });
      walk(item.children, key, depth + 1, where);
    });
  };

  walk(items, null, 1, "");
  return { items: flat, problems };
}
