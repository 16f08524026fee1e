import { describe, expect, it } from "vitest";
import { SITEMAP_MAX_URLS } from "@/config/constants";
import { parseSitemapFile, sitemapFilePath, sitemapPage, sitemapPageCount } from "./sitemap-pages";

describe("sitemap paging", () => {
  const items = Array.from({ length: 7 }, (_, i) => i);

  it("needs one file per page size, and one for an empty site", () => {
    expect(sitemapPageCount(0, 3)).toBe(1);
    expect(sitemapPageCount(3, 3)).toBe(1);
    expect(sitemapPageCount(7, 3)).toBe(3);
    expect(sitemapPageCount(SITEMAP_MAX_URLS + 1, SITEMAP_MAX_URLS)).toBe(2);
  });

  it("cuts the URLs into consecutive pages and nothing past the last", () => {
    expect(sitemapPage(items, 1, 3)).toEqual([0, 1, 2]);
    expect(sitemapPage(items, 3, 3)).toEqual([6]);
    expect(sitemapPage(items, 4, 3)).toBeNull();
    expect(sitemapPage(items, 0, 3)).toBeNull();
    expect(sitemapPage([], 1, 3)).toEqual([]);
    expect([1, 2, 3].flatMap((p) => sitemapPage(items, p, 3) ?? [])).toEqual(items);
  });

  it("names and reads back the file of a site's page", () => {
    expect(sitemapFilePath("102", 2)).toBe("/sitemaps/102-2.xml");
    expect(parseSitemapFile("102-2.xml")).toEqual({ siteId: "102", page: 2 });
    expect(parseSitemapFile("7-0.xml")).toBeNull();
    expect(parseSitemapFile("7.xml")).toBeNull();
    expect(parseSitemapFile("../7-1.xml")).toBeNull();
  });
});
