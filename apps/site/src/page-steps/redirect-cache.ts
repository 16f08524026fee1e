import { memoCache } from "@yu/memo-cache";
import { processWide } from "@/config/process-wide";
import { memoFigures } from "@/metrics/memo-figures";
import { getRedirectResources } from "@/tide/redirects";
import { buildRedirectMap, redirectKey, type RedirectRule } from "./redirect-map";

type RedirectMap = Map<string, RedirectRule>;

/** Ours: how long a first load that failed is not tried again (every page would otherwise wait out the budget). */
export const FAILED_LOAD_MEMORY_MS = 10_000;

/**
 * Per site, refreshed each minute in the background; a stale map keeps answering meanwhile. A first load that
 * failed (the content service down or hanging) is remembered for a while: the page steps then go on at once, and a
 * page's own wait is its content read alone, never the redirect lookup's budget before it. One per process
 * (config/process-wide.ts).
 */
const maps = processWide("yu.site.memo.redirect-maps", () => memoCache<string, RedirectMap>({
  max: 16,
  ttlMs: 60_000,
  serveStale: true,
  load: async (siteId) => buildRedirectMap(await getRedirectResources(siteId)),
  failures: { ttlMs: FAILED_LOAD_MEMORY_MS },
  observer: memoFigures("redirect-maps"),
}));

/** Forgets every map and failure (tests). */
export function clearRedirectMaps(): void {
  maps.clear();
}

/** The page steps never wait longer than this for a first load: the page then redirects by route lookup. */
const FIRST_LOAD_BUDGET_MS = 1500;

/** Sites whose first load under way already outlived one request's budget: later requests do not wait on it again. */
const waitedOut = processWide("yu.site.redirect-maps-waited-out", () => new Set<string>());

export async function findRedirect(siteId: string, pathname: string): Promise<RedirectRule | null> {
  const pending = maps.get(siteId).catch(() => undefined);
  let expired = false;
  const budget = new Promise<undefined>((resolve) => {
    const timer = setTimeout(() => {
      expired = true;
      resolve(undefined);
    }, waitedOut.has(siteId) ? 0 : FIRST_LOAD_BUDGET_MS);
    void pending.finally(() => clearTimeout(timer));
  });
  const map = await Promise.race([pending, budget]);
  if (expired && !waitedOut.has(siteId)) {
    waitedOut.add(siteId);
    void pending.finally(() => waitedOut.delete(siteId));
  }
  return map?.get(redirectKey(pathname)) ?? null;
}
