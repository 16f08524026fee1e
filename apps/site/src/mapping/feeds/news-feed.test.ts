import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { newsRss } from "./news-feed";

interface RssItem {
  title: string;
  link: string;
  guid: string | { "#text": string };
  description?: string;
  pubDate: string;
  category?: string;
}

const read = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "item" }).parse(xml) as {
    rss: { "@_version": string; channel: { title: string; link: string; item?: RssItem[] } };
  };

const origin = "https://www.yu.edu.au";
const input = {
  title: "Yarra University news",
  description: "The latest news from Yarra University.",
  listingUrl: `${origin}/about-yu/news-events/news`,
  feedUrl: `${origin}/feeds/news.xml`,
  origin,
  productName: "Yarra University",
  items: [
    { id: "a", title: "Library opens & more", href: "/about-yu/news-events/news/library", summary: "A new <library>.", badge: "Media release", dateTime: "2026-11-20T09:00:00+11:00" },
    { id: "b", title: "Older", href: "/about-yu/news-events/news/older", dateTime: "2026-10-01T09:00:00+10:00" },
    { id: "c", title: "No page", href: "#" },
  ],
};

describe("newsRss", () => {
  it("writes RSS 2.0 that parses back with each item's title, absolute link, guid, summary, date and category", () => {
    const { rss } = read(newsRss(input));
    expect(rss["@_version"]).toBe("2.0");
    expect(rss.channel.title).toBe("Yarra University news");
    expect(rss.channel.link).toBe(`${origin}/about-yu/news-events/news`);
    const [first, second] = rss.channel.item ?? [];
    expect(rss.channel.item).toHaveLength(2);
    expect(first).toMatchObject({ title: "Library opens & more", link: `${origin}/about-yu/news-events/news/library`, description: "A new <library>.", category: "Media release" });
    expect(typeof first?.guid === "string" ? first.guid : first?.guid["#text"]).toBe(`${origin}/about-yu/news-events/news/library`);
    expect(new Date(first?.pubDate ?? "").toISOString()).toBe("2026-11-19T22:00:00.000Z");
    expect(second?.title).toBe("Older");
  });

  it("is still a feed when there is no news", () => {
    expect(read(newsRss({ ...input, items: [] })).rss.channel.item).toBeUndefined();
  });
});
