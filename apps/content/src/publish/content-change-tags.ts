import { bundleListTag, listTag, menuChangeTags, redirectChangeTags, siteConfigChangeTags } from "./notify-tags.ts";

/** What a resource's public answers show, reduced to a fingerprint (times of the seed itself left out). */
export interface ResourceState {
  entityType: string;
  bundle: string;
  /** Its own cache tag, `{entity_type}:{id}`. */
  tag: string;
  fingerprint: string;
  alias: string | null;
  /** Menu items: the menu they belong to. */
  menuName: string | null;
}

export interface RedirectState {
  tag: string;
  source: string;
  fingerprint: string;
}

export interface SiteConfigState {
  fingerprint: string;
}

/** The content as the public sees it, before or after a change (a seed, a re-seed). */
export interface ContentSnapshot {
  resources: ReadonlyMap<string, ResourceState>;
  redirects: ReadonlyMap<string, RedirectState>;
  siteConfigs: ReadonlyMap<number, SiteConfigState>;
  /** Each site term's parent site (null for a main site). */
  siteParents: ReadonlyMap<number, number | null>;
  /** Each site's menus, its parent's included where it inherits them. */
  siteMenus: ReadonlyMap<number, readonly string[]>;
}

export function emptySnapshot(): ContentSnapshot {
  return { resources: new Map(), redirects: new Map(), siteConfigs: new Map(), siteParents: new Map(), siteMenus: new Map() };
}

function sitesShowing(menuName: string, ...snapshots: ContentSnapshot[]): number[] {
  const tids = new Set<number>();
  for (const snapshot of snapshots) {
    for (const [tid, menus] of snapshot.siteMenus) if (menus.includes(menuName)) tids.add(tid);
  }
  return [...tids].sort((a, b) => a - b);
}

function childrenOf(tid: number, ...snapshots: ContentSnapshot[]): number[] {
  const tids = new Set<number>();
  for (const snapshot of snapshots) {
    for (const [child, parent] of snapshot.siteParents) if (parent === tid) tids.add(child);
  }
  return [...tids].sort((a, b) => a - b);
}

function aliasTags(alias: string, ...snapshots: ContentSnapshot[]): string[] {
  const tags: string[] = [];
  for (const snapshot of snapshots) {
    for (const resource of snapshot.resources.values()) if (resource.alias === alias) tags.push(resource.tag);
  }
  return tags;
}

function keysOf<K>(...maps: ReadonlyMap<K, unknown>[]): Set<K> {
  return new Set(maps.flatMap((map) => [...map.keys()]));
}

/**
 * The cache tags of everything that differs between two snapshots, and nothing else:
 * - a resource changed or removed: its own tag (before and after), its type's list tag and its bundle's
 *   (`block_content_list:{bundle}`, which collections of that bundle carry); added: only the list tags
 *   (nothing could have shown it yet); one whose alias appears or goes also `node_list`, which unknown paths carry;
 * - a menu item added, changed or removed: also its menu (`config:system.menu.{name}`) and the sites showing it;
 * - a site configuration: `site_config:{tid}` and the pages of that site and its subsites (`taxonomy_term:{tid}`);
 * - a redirect: its tag (unless new), `redirect_list`, and the resource its source path answered with.
 * Sorted, without duplicates.
 */
export function contentChangeTags(before: ContentSnapshot, after: ContentSnapshot): string[] {
  const tags = new Set<string>();
  const add = (list: Iterable<string>) => {
    for (const tag of list) tags.add(tag);
  };

  for (const uuid of keysOf(before.resources, after.resources)) {
    const old = before.resources.get(uuid);
    const now = after.resources.get(uuid);
    if (old !== undefined && now !== undefined && old.fingerprint === now.fingerprint && old.tag === now.tag) continue;
    const states = [old, now].filter((state): state is ResourceState => state !== undefined);
    for (const state of states) {
      tags.add(listTag(state.entityType));
      tags.add(bundleListTag(state.entityType, state.bundle));
      if (state.menuName !== null) add(menuChangeTags(state.menuName, sitesShowing(state.menuName, before, after)));
    }
    if (old !== undefined) tags.add(old.tag);
    if (old !== undefined && now !== undefined) tags.add(now.tag);
    if (old?.alias !== now?.alias) tags.add(listTag("node"));
  }

  for (const tid of keysOf(before.siteConfigs, after.siteConfigs)) {
    if (before.siteConfigs.get(tid)?.fingerprint === after.siteConfigs.get(tid)?.fingerprint) continue;
    add(siteConfigChangeTags(tid, childrenOf(tid, before, after)));
  }
  // A site that starts or stops showing a menu (the configuration names another one) is covered just above.

  for (const uuid of keysOf(before.redirects, after.redirects)) {
    const old = before.redirects.get(uuid);
    const now = after.redirects.get(uuid);
    if (old !== undefined && now !== undefined && old.fingerprint === now.fingerprint && old.tag === now.tag) continue;
    const sources = new Set([old?.source, now?.source].filter((source): source is string => source !== undefined));
    const shadowed = [...sources].flatMap((source) => aliasTags(source, before, after));
    add(redirectChangeTags(old?.tag ?? "", shadowed));
    if (old !== undefined && now !== undefined) tags.add(now.tag);
  }

  tags.delete("");
  return [...tags].sort();
}
