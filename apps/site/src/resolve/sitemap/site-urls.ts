import "server-only";
import { sitemapBundles } from "@yu/content-types";
import { config } from "@/config/env";
import { studyAreas } from "@/config/study-areas/datasets";
import { fixedPublicPaths, urlsBySite, type PagePath } from "@/mapping/sitemap/site-urls";
import type { SitemapEntry } from "@/mapping/sitemap/sitemap-xml";
import { servesPath } from "@/routing/served-paths";
import { defaultContext } from "@/tide/context";
import { getAllResources } from "@/tide/list";
import { getSiteData } from "@/tide/site-data";
import type { Resource } from "@/tide/types";

/** How long the sitemaps are kept before they are built again: an hour. */
export const SITEMAP_REVALIDATE_SECONDS = 3600;

/** The node types that are pages with their own address (the rows of @yu/content-types listed in the sitemap). */
const PAGE_BUNDLES: readonly string[] = sitemapBundles();

const aliasOf = (r: Resource): string | null => {
  const p = r.attributes.path;
  const alias = p && typeof p === "object" ? (p as { alias?: unknown }).alias : null;
  return typeof alias === "string" && alias.startsWith("/") ? alias : null;
};
const changedOf = (r: Resource) => (typeof r.attributes.changed === "string" ? r.attributes.changed : null);

async function pagePaths(bundle: string): Promise<PagePath[]> {
  const fields = bundle === "course" ? "path,changed,field_course_international" : "path,changed";
  // The main site's lists hold every site's pages; the path says which site a page belongs to.
  const nodes = await getAllResources(`node/${bundle}`, { fields: { [`node--${bundle}`]: fields } }, defaultContext(), {
    revalidate: SITEMAP_REVALIDATE_SECONDS,
    tags: [`node_list:${bundle}`],
  });
  return nodes.flatMap((node) => {
    const path = aliasOf(node);
    if (!path) return [];
    const page = { path, changed: changedOf(node) };
    return bundle === "course" && node.attributes.field_course_international === true ? [page, { ...page, path: `${path}/international` }] : [page];
  });
}

async function homeAlias(siteId: string): Promise<string> {
  try {
    return (await getSiteData(siteId)).homeAlias;
  } catch {
    return "/home";
  }
}

/** Every public URL of every site this site serves, by site id: content pages, then the fixed pages. */
export async function loadSiteUrls(): Promise<Map<string, SitemapEntry[]>> {
  const cfg = config();
  const [home, ...lists] = await Promise.all([homeAlias(cfg.siteId), ...PAGE_BUNDLES.map(pagePaths)]);
  const interestAreas = (["domestic", "international"] as const).flatMap((audience) =>
    studyAreas(audience, cfg.productSlug).flatMap((area) => area.studyLevels.flatMap((level) => level.interestAreas.map((i) => i.url))),
  );
  const fixed = fixedPublicPaths(cfg.productSlug, interestAreas).map((path) => ({ path, changed: null }));
  return urlsBySite([{ path: home, changed: null }, ...lists.flat(), ...fixed], {
    origin: cfg.siteOrigin,
    mainSiteId: cfg.siteId,
    homeAlias: home,
    subsites: cfg.subsites,
    serves: (path) => servesPath(path, cfg.servedPaths),
  });
}
