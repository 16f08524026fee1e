import { memoCache } from "@yu/memo-cache";
import { getRedirectResources } from "@/tide/redirects";
import { buildRedirectMap, redirectKey, type RedirectRule } from "./redirect-map";

type RedirectMap = Map<string, RedirectRule>;

/** Per site, refreshed each minute in the background; a stale map keeps answering meanwhile. */
const maps = memoCache<string, RedirectMap>({
  max: 16,
  ttlMs: 60_000,
  serveStale: true,
  load: async (siteId) => buildRedirectMap(await getRedirectResources(siteId)),
});

/** The page steps never wait longer than this for a first load: the page then redirects by route lookup. */
const FIRST_LOAD_BUDGET_MS = 1500;

export async function findRedirect(siteId: string, pathname: string): Promise<RedirectRule | null> {
  const pending = maps.get(siteId).catch(() => undefined);
  const budget = new Promise<undefined>((resolve) => {
    const timer = setTimeout(resolve, FIRST_LOAD_BUDGET_MS);
    void pending.finally(() => clearTimeout(timer));
  });
  const map = await Promise.race([pending, budget]);
  return map?.get(redirectKey(pathname)) ?? null;
}
