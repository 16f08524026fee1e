import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { lastmodOf, sitemapIndexXml, urlsetXml } from "./sitemap-xml";

const parser = new XMLParser({ isArray: (name) => name === "url" || name === "sitemap" });

describe("sitemap XML", () => {
  it("writes a urlset that parses back, escaping the addresses", () => {
    const xml = urlsetXml([
      { loc: "https://www.yu.edu.au/", lastmod: "2026-11-25T02:16:49+00:00" },
      { loc: "https://www.yu.edu.au/a?audience=international&x=<1>" },
    ]);
    expect(xml).toContain("&amp;x=&lt;1&gt;");
    const doc = parser.parse(xml) as { urlset: { "@_xmlns"?: string; url: { loc: string; lastmod?: string }[] } };
    expect(doc.urlset.url).toEqual([
      { loc: "https://www.yu.edu.au/", lastmod: "2026-11-25T02:16:49Z" },
      { loc: "https://www.yu.edu.au/a?audience=international&x=<1>" },
    ]);
  });

  it("writes a sitemap index", () => {
    const doc = parser.parse(sitemapIndexXml([{ loc: "https://www.yu.edu.au/sitemaps/7-1.xml" }])) as { sitemapindex: { sitemap: { loc: string }[] } };
    expect(doc.sitemapindex.sitemap.map((s) => s.loc)).toEqual(["https://www.yu.edu.au/sitemaps/7-1.xml"]);
  });

  it("keeps only dates it can read, in W3C form", () => {
    expect(lastmodOf("2026-01-02T03:04:05+10:00")).toBe("2026-01-01T17:04:05Z");
    expect(lastmodOf("not a date")).toBeNull();
    expect(lastmodOf(null)).toBeNull();
  });
});
