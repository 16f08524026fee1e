import { LRUCache } from "lru-cache";
import { getRedirectResources } from "@/tide/redirects";
import { buildRedirectMap, redirectKey, type RedirectRule } from "./redirect-map";

type RedirectMap = Map<string, RedirectRule>;

/** Per site, refreshed each minute in the background; a stale map keeps answering meanwhile. */
const maps = new LRUCache<string, RedirectMap>({
  max: 16,
  ttl: 60_000,
  allowStale: true,
  noDeleteOnFetchRejection: true,
  fetchMethod: async (siteId) => buildRedirectMap(await getRedirectResources(siteId)),
});

/** The page steps never wait longer than this for a first load: the page then redirects by route lookup. */
const FIRST_LOAD_BUDGET_MS = 1500;

export async function findRedirect(siteId: string, pathname: string): Promise<RedirectRule | null> {
  const pending = maps.fetch(siteId).catch(() => undefined);
  const budget = new Promise<undefined>((resolve) => {
    const timer = setTimeout(resolve, FIRST_LOAD_BUDGET_MS);
    void pending.finally(() => clearTimeout(timer));
  });
  const map = await Promise.race([pending, budget]);
  return map?.get(redirectKey(pathname)) ?? null;
}
