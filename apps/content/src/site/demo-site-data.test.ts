import { siteDataSchema, type SiteData } from "@yu/site-data";
import { beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../config/config.ts";
import type { ResourceRow } from "../db/resource-store.ts";
import { loadContent } from "../seed/load-content.ts";
import type { CompiledSeed } from "../seed/types.ts";
import { buildSiteData, mergeSiteConfig } from "./build-site-data.ts";
import { mediaImages } from "./media-images.ts";
import { siteTerms } from "./site-terms.ts";

// The demo university of content/, compiled as the seed compiles it, and every site's data built from it as
// GET /site-api/v1/site/{tid} builds it: the site's parser must read each back unchanged, so that the builder and
// the schema (@yu/site-data) cannot drift apart.
const placeholders = { productName: "Yarra University", shortName: "YU", slug: "yu", now: new Date("2026-06-15T00:00:00Z") };
const PUBLIC_URL = "http://content.test";

function demoSiteData(seed: CompiledSeed): SiteData[] {
  const published = seed.resources.filter((row) => row.published);
  const ofType = (type: string): ResourceRow[] => published.filter((row) => row.type === type);
  const sites = siteTerms(seed.resources.filter((row) => row.type === "taxonomy_term--sites"));
  const configs = new Map(seed.siteConfigs.map((row) => [row.siteTid, row.data]));
  const images = mediaImages(published.filter((row) => row.entityType === "media"), ofType("file--file"), PUBLIC_URL);
  const menuLinks = ofType("menu_link_content--menu_link_content");
  return [...sites.values()].map((site) => buildSiteData({
    site,
    sites,
    config: mergeSiteConfig(configs.get(site.tid), site.parentTid === null ? undefined : configs.get(site.parentTid)),
    menuLinks,
    alerts: ofType("node--alert").filter((row) => row.siteTids.includes(site.tid)),
    homeAlias: published.find((row) => row.uuid === site.homepageUuid)?.pathAlias ?? null,
    images,
    productShortName: placeholders.shortName,
  }));
}

describe("the demo site data", () => {
  let built: SiteData[] = [];
  beforeAll(async () => {
    built = demoSiteData(await loadContent(`${REPO_ROOT}/content`, placeholders));
  }, 60_000);

  it("is built for every site, with its menus, footer and logos", () => {
    expect(built.length).toBeGreaterThan(1);
    for (const site of built) {
      expect(site.menu.length, site.name).toBeGreaterThan(0);
      expect(site.footer.columns.length, site.name).toBeGreaterThan(0);
    }
    expect(built.some((site) => site.logos.primaryLight !== null)).toBe(true);
    expect(built.some((site) => site.site_alerts.length > 0)).toBe(true);
  });

  it("is read back unchanged by the site's parser, nothing dropped or defaulted", () => {
    for (const site of built) {
      const parsed = siteDataSchema.safeParse(JSON.parse(JSON.stringify(site)));
      if (!parsed.success) expect.fail(`site ${site.drupal_internal__tid}: ${parsed.error.message}`);
      expect(parsed.data, site.name).toEqual(site);
    }
  });
});
