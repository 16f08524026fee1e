import "server-only";
import { config } from "@/config/env";
import { sectionNav, type SectionLink } from "@/mapping/navigation/section-nav";
import { headerModel } from "@/mapping/site-header";
import { loadSiteChrome } from "./site-chrome";

/** The page-layout navigation of a path, from the same menu the header shows. */
export async function loadSectionNav(path: string): Promise<SectionLink | null> {
  const cfg = config();
  const chrome = await loadSiteChrome(path);
  const { menu } = headerModel({ site: chrome.site, inSubsite: chrome.subsite !== null, siteName: chrome.siteName, productShortName: cfg.productShortName });
  return sectionNav(menu, path);
}
