import { XMLParser } from "fast-xml-parser";
import { describe, expect, it, vi } from "vitest";
import type * as EnvModule from "@/config/env";
import { fakeTide } from "@/tide/testing/fake-tide";
import { TEST_BASE } from "@/tide/testing/test-env";
import { newsFeedDocument } from "./news-feed";

vi.mock("@/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { testEnv: env } = await import("@/tide/testing/test-env");
  return { ...actual, config: () => actual.parseEnv({ ...env, SITE_ORIGIN: "https://www.yu.edu.au" }) };
});

const tide = fakeTide();
const article = (id: string, date: string) => ({
  type: "node--news",
  id,
  attributes: { title: `Story ${id}`, path: { alias: `/about-yu/news-events/news/${id}` }, field_news_date: date, field_news_intro_text: `About ${id}.` },
  relationships: { field_news_category: { data: { type: "taxonomy_term--news_category", id: "mr" } } },
});
const reply = { body: { data: [article("b", "2026-11-20T09:00:00+11:00"), article("a", "2026-11-01T09:00:00+11:00")], included: [{ type: "taxonomy_term--news_category", id: "mr", attributes: { name: "Media release" } }], meta: { count: 2 } } };

describe("newsFeedDocument", () => {
  it("asks for the latest 20 articles of a category, newest first, and lists them with absolute links", async () => {
    const url = `${TEST_BASE}/api/v1/node/news?site=7&sort=-field_news_date&include=field_news_category&filter[field_news_category.field_machine_name]=media-release&page[limit]=20`;
    tide.use({ [url]: reply });
    const doc = new XMLParser({ isArray: (n) => n === "item" }).parse(await newsFeedDocument("media-release")) as {
      rss: { channel: { title: string; link: string; item: { title: string; link: string; category: string }[] } };
    };
    expect(doc.rss.channel.title).toBe("Yarra University news: Media release");
    expect(doc.rss.channel.link).toBe("https://www.yu.edu.au/about-yu/news-events/news/media-release");
    expect(doc.rss.channel.item.map((i) => [i.title, i.link, i.category])).toEqual([
      ["Story b", "https://www.yu.edu.au/about-yu/news-events/news/b", "Media release"],
      ["Story a", "https://www.yu.edu.au/about-yu/news-events/news/a", "Media release"],
    ]);
  });
});
