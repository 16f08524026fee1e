import "server-only";
import { config } from "@/config/env";
import { sitemapFilePath, sitemapPage, sitemapPageCount } from "@/mapping/sitemap/sitemap-pages";
import { sitemapIndexXml, urlsetXml } from "@/mapping/sitemap/sitemap-xml";
import { loadSiteUrls } from "./site-urls";

/** The sitemap index: one file per site with pages, more when a site has more URLs than a file holds. */
export async function sitemapIndexDocument(): Promise<string> {
  const cfg = config();
  const sites = await loadSiteUrls();
  const ordered = [...sites.entries()].sort(([a], [b]) => Number(a) - Number(b));
  const files = ordered.flatMap(([siteId, urls]) =>
    Array.from({ length: sitemapPageCount(urls.length, cfg.sitemapPageSize) }, (_, i) => ({
      loc: `${cfg.siteOrigin}${sitemapFilePath(siteId, i + 1)}`,
      lastmod: urls.reduce<string | null>((latest, u) => (u.lastmod && (!latest || u.lastmod > latest) ? u.lastmod : latest), null),
    })),
  );
  return sitemapIndexXml(files);
}

/** One site's sitemap file, or null when the site or page has none. */
export async function siteSitemapDocument(siteId: string, page: number): Promise<string | null> {
  const urls = (await loadSiteUrls()).get(siteId);
  if (!urls) return null;
  const slice = sitemapPage(urls, page, config().sitemapPageSize);
  return slice ? urlsetXml(slice) : null;
}
