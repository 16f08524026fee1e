import { describe, expect, it } from "vitest";
import { buildPageHead } from "@/mapping/page-head";
import { toMetadata } from "./metadata";

describe("toMetadata", () => {
  it("carries title, description, canonical, Open Graph, Twitter, sitesection, content-type and language", () => {
    const head = buildPageHead({
      pageTitle: "News", siteName: "Yarra University", description: "Latest news.", origin: "https://www.yu.edu.au",
      path: "/about-yu/news-events/news", images: { primary: { src: "https://c/og.svg", alt: "YU", width: 1200, height: 630 } },
      siteSection: "7", contentType: "news_listing",
    });
    const m = toMetadata(head);
    expect(m.title).toEqual({ absolute: "News | Yarra University" });
    expect(m.description).toBe("Latest news.");
    expect(m.alternates?.canonical).toBe("https://www.yu.edu.au/about-yu/news-events/news");
    expect(m.openGraph).toMatchObject({ title: "News", url: "https://www.yu.edu.au/about-yu/news-events/news", siteName: "Yarra University", images: [{ url: "https://c/og.svg", width: 1200, height: 630 }] });
    expect(m.twitter).toMatchObject({ card: "summary_large_image", images: ["https://c/og.svg"] });
    expect(m.other).toEqual({ sitesection: "7", "content-type": "news_listing", language: "en" });
    expect(m.robots).toBeUndefined();
  });

  it("links a listing's feeds as alternates by media type", () => {
    const head = buildPageHead({
      pageTitle: "News", siteName: "Yarra University", description: null, origin: "https://www.yu.edu.au", path: "/about-yu/news-events/news",
      images: {}, siteSection: "7", contentType: "news_listing",
      feeds: [{ type: "application/rss+xml", href: "https://www.yu.edu.au/feeds/news.xml", title: "Yarra University news" }],
    });
    expect(toMetadata(head).alternates?.types).toEqual({ "application/rss+xml": [{ url: "https://www.yu.edu.au/feeds/news.xml", title: "Yarra University news" }] });
  });

  it("keeps a page that is not to be indexed out of search engines, its links still followed", () => {
    const head = buildPageHead({
      pageTitle: "Search results", siteName: "Yarra University", description: null, origin: "https://www.yu.edu.au",
      path: "/fb-template", images: {}, siteSection: "7", contentType: "fb-template", indexable: false,
    });
    expect(toMetadata(head).robots).toEqual({ index: false, follow: true });
  });

  it("can keep search engines from following a page's links as well", () => {
    const head = buildPageHead({
      pageTitle: "Style guide", siteName: "Yarra University", description: null, origin: "https://www.yu.edu.au",
      path: "/mockContent", images: {}, siteSection: "7", contentType: "mockContent", indexable: false, follow: false,
    });
    expect(toMetadata(head).robots).toEqual({ index: false, follow: false });
  });
});
