import "server-only";
import { cache } from "react";
import { config } from "@/config/env";
import { headerModel, type SiteHeaderModel } from "@/mapping/site-header";
import { findSubsite } from "@/routing/subsites";
import type { Subsite } from "@/routing/types";
import { log, errorFields } from "@/tide/log";
import { getSiteData } from "@/tide/site-data";
import type { SiteData } from "@/tide/types";

export interface SiteChrome {
  /** The site whose chrome frames the page: a subsite when the path is in one, else the main site. */
  site: SiteData | null;
  /** The main site, for names and the primary share image. */
  main: SiteData | null;
  subsite: Subsite | null;
  siteId: string;
  siteName: string;
}

async function safeSiteData(siteId: string): Promise<SiteData | null> {
  try {
    return await getSiteData(siteId);
  } catch (error) {
    // The page still renders (with a plain header) and shows its own error if content is down too.
    log.error("Site data unavailable", { siteId, ...errorFields(error) });
    return null;
  }
}

/** Site data for the chrome of a path; never throws. Shared by the layout, the page and its head. */
export const loadSiteChrome = cache(async (path: string): Promise<SiteChrome> => {
  const cfg = config();
  const subsite = findSubsite(path, cfg.subsites);
  const siteId = subsite?.siteId ?? cfg.siteId;
  const [site, main] = await Promise.all([
    safeSiteData(siteId),
    siteId === cfg.siteId ? Promise.resolve(null) : safeSiteData(cfg.siteId),
  ]);
  const mainSite = siteId === cfg.siteId ? site : main;
  return {
    site,
    main: mainSite,
    subsite,
    siteId,
    siteName: mainSite?.name ?? cfg.productName,
  };
});

/** The header's model of a chrome, built once per request: the document's header and the page's breadcrumbs share it. */
export const headerFor = cache((chrome: SiteChrome): SiteHeaderModel =>
  headerModel({ site: chrome.site, inSubsite: chrome.subsite !== null, siteName: chrome.siteName, productShortName: config().productShortName }),
);
