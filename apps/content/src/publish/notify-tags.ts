// The cache tags a content change touches, in the vocabulary of `section-cache-tags` (see the content service's
// README, "Cache tags"). Pure: the sending is notify.ts.

/** The site's `POST /api/revalidate` takes at most this many tags a request. */
export const MAX_TAGS_PER_REQUEST = 100;

/** Tags in batches a site (and a purge header) accepts, in order. */
export function chunkTags(tags: readonly string[], size = MAX_TAGS_PER_REQUEST): string[][] {
  const batches: string[][] = [];
  for (let start = 0; start < tags.length; start += size) batches.push(tags.slice(start, start + size));
  return batches;
}

/** The list tag every collection of an entity type carries (`node_list`, `taxonomy_term_list`, …). */
export function listTag(entityType: string): string {
  return `${entityType}_list`;
}

/**
 * Drupal's list tag of one bundle (`node_list:news`, `block_content_list:vu_chat_block`), which a collection of that
 * bundle is tagged with: publishing a news item leaves event listings alone, a changed block other blocks' readers.
 */
export function bundleListTag(entityType: string, bundle: string): string {
  return `${entityType}_list:${bundle}`;
}

/**
 * A node whose default revision changed (a working copy published, a revision made current). Every response
 * showing the node carries `node:{nid}`: its entity, each page including it, its route lookup and the site data
 * of an alert. Lists, searches, unknown paths (an alias that starts to answer) and site data (alerts) carry
 * `node_list`; the collections of its bundle (listings, the site's sitemap of that bundle) `node_list:{bundle}`,
 * Drupal's bundle list tag. Nothing else can show a node, so nothing else is touched.
 */
export function nodeChangeTags(nodeTag: string, bundle: string): string[] {
  return [nodeTag, listTag("node"), bundleListTag("node", bundle)];
}

/**
 * A site's own data changed (its site configuration): its site data (`site_config:{tid}`, which subsites'
 * answers carry too, as they inherit it) and every page of the site and of its subsites, which show that data
 * and whose route lookups carry `taxonomy_term:{tid}`.
 */
export function siteConfigChangeTags(siteTid: number, childTids: readonly number[]): string[] {
  return [`site_config:${siteTid}`, `taxonomy_term:${siteTid}`, ...childTids.map((tid) => `taxonomy_term:${tid}`)];
}

/** A menu changed: the site data naming it and every page of the sites showing it. */
export function menuChangeTags(menuName: string, siteTids: readonly number[]): string[] {
  return [`config:system.menu.${menuName}`, ...siteTids.map((tid) => `taxonomy_term:${tid}`)];
}

/** A redirect added, changed or removed: its own answer, the redirect lists, and what its source path answered before. */
export function redirectChangeTags(redirectTag: string, shadowedTags: readonly string[]): string[] {
  return [redirectTag, "redirect_list", ...shadowedTags];
}
