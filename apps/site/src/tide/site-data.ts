import "server-only";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { SITE_DATA_REFRESH_MS } from "@/config/constants";
import { processWide } from "@/config/process-wide";
import { publicContext, type TideContext } from "./context";
import { TideError } from "./errors";
import { tideGet } from "./http";
import { errorFields, log } from "./log";
import { siteDataSchema, type SiteData } from "./types";

export const NO_SITE_ID = "Could not get site data. No site id provided.";
export const EMPTY_DATA = "Empty data returns from Tide API.";
export const SITE_DATA_FAILED = "Could not get site data. Please check your site id and Tide site setting.";

const isEmpty = (v: unknown) =>
  v === null || v === undefined || v === "" || (typeof v === "object" && Object.keys(v).length === 0);

export const SITE_DATA_STALE = "Site data unavailable; serving the last good copy";

/**
 * The last site data each site answered with: the chrome keeps its menus while the content service is down. One per
 * process (config/process-wide.ts): the pages' render and the route handlers keep the same copy.
 */
const lastGood = processWide("yu.site.last-site-data", () => new LRUCache<string, SiteData>({ max: 64 }));

/**
 * Menus, footer, logos and settings of one site (apps/content/README.md "Site data"); cached for a minute.
 * When the content service cannot answer (down, slow, or answering nonsense), the last good copy this
 * process saw is served instead, with a warning; only a site never seen fails.
 */
export async function getSiteData(siteId: string | null | undefined, ctx?: Partial<TideContext>): Promise<SiteData> {
  try {
    const data = await fetchSiteData(siteId, ctx);
    if (siteId) lastGood.set(siteId, data);
    return data;
  } catch (error) {
    const stale = siteId ? lastGood.get(siteId) : undefined;
    if (!stale) throw error;
    log.warn(SITE_DATA_STALE, { siteId, requestId: ctx?.requestId, ...errorFields(error) });
    return stale;
  }
}

async function fetchSiteData(siteId: string | null | undefined, ctx?: Partial<TideContext>): Promise<SiteData> {
  if (!siteId) {
    log.error(NO_SITE_ID, { requestId: ctx?.requestId });
    throw new TideError(500, NO_SITE_ID);
  }
  const request = publicContext(ctx);
  let raw: unknown;
  try {
    const res = await tideGet(`/site-api/v1/site/${encodeURIComponent(siteId)}`, z.unknown(), {
      ctx: request,
      revalidate: SITE_DATA_REFRESH_MS / 1000,
      tags: [`site:${siteId}`, `taxonomy_term:${siteId}`, "config:site"],
    });
    raw = res.data;
  } catch (e) {
    if (!(e instanceof TideError)) throw e;
    log.error(SITE_DATA_FAILED, { siteId, requestId: request.requestId, ...errorFields(e) });
    throw new TideError(e.status, SITE_DATA_FAILED, e.title, { cause: e, ...(e.url ? { url: e.url } : {}) });
  }
  if (isEmpty(raw)) {
    log.error(EMPTY_DATA, { siteId, requestId: request.requestId });
    throw new TideError(502, EMPTY_DATA);
  }
  const parsed = siteDataSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const detail = issue ? `${issue.path.join(".") || "(root)"}: ${issue.message}` : undefined;
    log.error(SITE_DATA_FAILED, { siteId, requestId: request.requestId, status: 502, error: detail });
    throw new TideError(502, SITE_DATA_FAILED, detail);
  }
  return parsed.data;
}
