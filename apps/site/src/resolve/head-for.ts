import "server-only";
import { config } from "@/config/env";
import type { ImageModel } from "@/mapping/image";
import { buildPageHead, type AlternateFeed, type PageHead } from "@/mapping/page-head";
import type { SiteChrome } from "./site-chrome";

/** The head of any page: its own fields, the site's name and share images (the chrome may still be loading). */
export async function headFor(chromeP: Promise<SiteChrome>, path: string, fields: { title: string; description: string | null; image?: ImageModel | null; section?: string; contentType: string; indexable?: boolean; follow?: boolean; feeds?: AlternateFeed[] }): Promise<PageHead> {
  const cfg = config();
  const chrome = await chromeP;
  return buildPageHead({
    pageTitle: fields.title,
    // The university's name, also on subsite pages: "About CoPS | Yarra University".
    siteName: chrome.siteName,
    description: fields.description,
    origin: cfg.siteOrigin,
    path,
    images: { page: fields.image ?? null, section: chrome.site?.ogImage ?? null, primary: chrome.main?.ogImage ?? null },
    siteSection: fields.section ?? chrome.siteId,
    contentType: fields.contentType,
    ...(fields.indexable === false ? { indexable: false } : {}),
    ...(fields.follow === false ? { follow: false } : {}),
    ...(fields.feeds ? { feeds: fields.feeds } : {}),
  });
}
