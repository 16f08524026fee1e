import "server-only";
import { cache } from "react";
import { SITE_TAG_PREFIX } from "./cache-tag-names.mjs";


export function siteTags(tags: readonly string[]): string[] {
  return tags.map((tag) => `${SITE_TAG_PREFIX}${tag}`);
}

/** The content tags already recorded in this render (one set per request). */
const recordedThisRender = cache(() => new Set<string>());

type Fetcher = (url: string, init: { next: { revalidate: false; tags: string[] } }) => Promise<unknown>;

/**
 * Records a response's content tags (`section-cache-tags`) in the render that used it. Next learns a page's cache
 * tags only from the `next.tags` of the fetches the render makes, given before each fetch, while the content
 * service names a response's tags only in the response. So the tags travel on one more fetch, of a `data:` URL
 * (answered in-process, never the network), once per tag per render. The page's cache entry then holds every
 * content tag it used: invalidating any of them refreshes it, and its responses carry them (spec §7).
 */
export async function recordResponseTags(tags: readonly string[], fetcher: Fetcher): Promise<void> {
  if (tags.length === 0) return;
  const recorded = recordedThisRender();
  const fresh = tags.filter((tag) => !recorded.has(tag));
  if (fresh.length === 0) return;
  for (const tag of fresh) recorded.add(tag);
  await fetcher("data:,", { next: { revalidate: false, tags: fresh } });
}
