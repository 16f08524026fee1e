import { XMLParser } from "fast-xml-parser";
import { describe, expect, it, vi } from "vitest";
import { sitemapBundles } from "@yu/content-types";
import type * as EnvModule from "@/config/env";
import { fakeTide } from "@/tide/testing/fake-tide";
import { TEST_BASE } from "@/tide/testing/test-env";
import { siteSitemapDocument, sitemapIndexDocument } from "./sitemap-documents";

vi.mock("@/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { testEnv: env } = await import("@/tide/testing/test-env");
  return { ...actual, config: () => actual.parseEnv({ ...env, SITE_ORIGIN: "https://www.yu.edu.au", SITEMAP_PAGE_SIZE: "100" }) };
});

/** Every bundle the sitemaps list (the content-type table's rows), each asked for once. */
const BUNDLES = sitemapBundles();
const fields = (bundle: string) => (bundle === "course" ? "path%2Cchanged%2Cfield_course_international" : "path%2Cchanged");
const listUrl = (bundle: string, offset = 0) =>
  `${TEST_BASE}/api/v1/node/${bundle}?site=7&fields[node--${bundle}]=${fields(bundle)}&page[${offset ? `offset]=${offset}&page[` : ""}limit]=50`;
const page = (bundle: string, total: number, offset: number, alias: (i: number) => string) => ({
  body: {
    data: Array.from({ length: Math.max(0, Math.min(50, total - offset)) }, (_, k) => ({
      type: `node--${bundle}`,
      id: `${bundle}-${offset + k}`,
      attributes: { path: { alias: alias(offset + k) }, changed: "2026-11-25T02:16:49+00:00", field_course_international: offset + k === 0 },
    })),
    meta: { count: total },
  },
});

const tide = fakeTide();
const xml = new XMLParser({ isArray: (name) => name === "url" || name === "sitemap" });

describe("sitemap documents", () => {
  it("reads every page of every list 50 at a time and splits each site's URLs into files", async () => {
    const routes = Object.fromEntries(BUNDLES.map((b) => [listUrl(b), page(b, 0, 0, () => "")]));
    const landing = (i: number) => (i === 0 ? "/home" : i < 5 ? `/centre-of-policy-studies-cops/p${i}` : `/about-yu/p${i}`);
    Object.assign(routes, {
      [listUrl("landing_page")]: page("landing_page", 160, 0, landing),
      [listUrl("landing_page", 50)]: page("landing_page", 160, 50, landing),
      [listUrl("landing_page", 100)]: page("landing_page", 160, 100, landing),
      [listUrl("landing_page", 150)]: page("landing_page", 160, 150, landing),
      [listUrl("course")]: page("course", 1, 0, () => "/courses/bachelor-of-arts-abar"),
      [listUrl("scholarship")]: page("scholarship", 1, 0, () => "/scholarships/first-in-family-scholarship"),
      [`${TEST_BASE}/site-api/v1/site/7?site=7`]: { status: 404, body: {} },
    });
    tide.use(routes);

    const index = xml.parse(await sitemapIndexDocument()) as { sitemapindex: { sitemap: { loc: string }[] } };
    // The main site: /, 155 landing pages, a course and its international page, a scholarship, and the fixed public pages (the
    // browse pages of every interest area for both audiences among them): three files of 100.
    expect(index.sitemapindex.sitemap.map((s) => s.loc)).toEqual([
      "https://www.yu.edu.au/sitemaps/7-1.xml",
      "https://www.yu.edu.au/sitemaps/7-2.xml",
      "https://www.yu.edu.au/sitemaps/7-3.xml",
      "https://www.yu.edu.au/sitemaps/102-1.xml",
    ]);

    const files = await Promise.all([1, 2, 3].map(async (n) => (xml.parse((await siteSitemapDocument("7", n)) ?? "") as { urlset: { url: { loc: string }[] } }).urlset.url));
    expect(files[0]).toHaveLength(100);
    expect(files[1]).toHaveLength(100);
    const all = files.flat().map((u) => u.loc);
    expect(all[0]).toBe("https://www.yu.edu.au/");
    expect(all).toContain("https://www.yu.edu.au/about-yu/p159");
    expect(all).toContain("https://www.yu.edu.au/courses/bachelor-of-arts-abar/international");
    expect(all).toContain("https://www.yu.edu.au/study-at-yu/courses/browse-study-areas/all-courses-a-to-z");
    expect(all).toContain("https://www.yu.edu.au/scholarships/first-in-family-scholarship");
    expect(all).toContain("https://www.yu.edu.au/scholarships");
    expect(new Set(all).size).toBe(all.length);
    expect(await siteSitemapDocument("7", 4)).toBeNull();
    expect(await siteSitemapDocument("999", 1)).toBeNull();

    const cops = xml.parse((await siteSitemapDocument("102", 1)) ?? "") as { urlset: { url: { loc: string }[] } };
    expect(cops.urlset.url.map((u) => u.loc)).toEqual([1, 2, 3, 4].map((i) => `https://www.yu.edu.au/centre-of-policy-studies-cops/p${i}`));
  });
});
