import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { XMLParser } from "fast-xml-parser";
import ical from "node-ical";
import { expectNoAxeViolations } from "../support/axe";

const EVENT = "/about-yu/news-events/events/alumni-homecoming-day";
const xml = new XMLParser({ ignoreAttributes: false, isArray: (name) => ["url", "sitemap", "item"].includes(name) });

async function getXml<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/xml/);
  return xml.parse(await res.text()) as T;
}

/** The @type of every node of every JSON-LD script on the page, each script parsed as JSON. */
async function jsonLdTypes(page: Page): Promise<string[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(scripts.length).toBeGreaterThan(0);
  return scripts.flatMap((text) => (JSON.parse(text) as { "@graph": { "@type": string }[] })["@graph"].map((n) => n["@type"]));
}

test.describe("being found", () => {
  test("the sitemap index lists each site's sitemap, whose pages are on this origin and answer", async ({ request, baseURL }) => {
    const index = await getXml<{ sitemapindex: { sitemap: { loc: string }[] } }>(request, "/sitemap.xml");
    const locs = index.sitemapindex.sitemap.map((s) => s.loc);
    expect(locs).toContain(`${baseURL}/sitemaps/7-1.xml`);
    expect(locs.some((l) => /\/sitemaps\/102-1\.xml$/.test(l))).toBe(true);

    const main = await getXml<{ urlset: { url: { loc: string; lastmod?: string }[] } }>(request, new URL(`${baseURL}/sitemaps/7-1.xml`).pathname);
    const urls = main.urlset.url.map((u) => u.loc);
    expect(urls.every((u) => u.startsWith(`${baseURL}/`))).toBe(true);
    expect(urls).toContain(`${baseURL}/`);
    expect(urls).toContain(`${baseURL}${EVENT}`);
    expect(urls.some((u) => /\/(preview|login|search|api)(\/|$)/.test(new URL(u).pathname))).toBe(false);
    expect(main.urlset.url.some((u) => u.lastmod)).toBe(true);
    // The home page says when it changed, like every content page.
    expect(main.urlset.url.find((u) => u.loc === `${baseURL}/`)?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}/);
    const sample = [urls[0], urls[Math.floor(urls.length / 2)], urls[urls.length - 1]].filter((u): u is string => Boolean(u));
    for (const url of sample) expect((await request.get(new URL(url).pathname + new URL(url).search)).status(), url).toBe(200);

    expect((await request.get("/sitemaps/7-99.xml")).status()).toBe(404);
  });

  test("robots.txt keeps crawlers out of preview, sign-in, results and the API and names the sitemap", async ({ request, baseURL }) => {
    const res = await request.get("/robots.txt");
    expect(res.status()).toBe(200);
    const text = await res.text();
    for (const path of ["/preview/", "/login", "/search", "/course-discovery/results/", "/search/results/", "/api/"]) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("home, course, event and news pages describe themselves in JSON-LD", async ({ page }) => {
    const expected: [string, string][] = [
      ["/", "CollegeOrUniversity"],
      ["/courses/bachelor-of-nursing-hbns", "Course"],
      [EVENT, "Event"],
      ["/about-yu/news-events/news/womens-football-university-title", "NewsArticle"],
    ];
    for (const [path, type] of expected) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      const types = await jsonLdTypes(page);
      expect(types, path).toContain(type);
      if (path !== "/") expect(types, path).toContain("BreadcrumbList");
    }
  });

  test("the news feed parses and its links open the articles", async ({ page, request, baseURL }) => {
    await page.goto("/about-yu/news-events/news");
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]').first()).toHaveAttribute("href", `${baseURL}/feeds/news.xml`);
    const feed = await getXml<{ rss: { channel: { item: { title: string; link: string; pubDate: string }[] } } }>(request, "/feeds/news.xml");
    const items = feed.rss.channel.item;
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(20);
    const dates = items.map((i) => Date.parse(i.pubDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    for (const item of items.slice(0, 2)) {
      expect(item.link.startsWith(`${baseURL}/`)).toBe(true);
      expect((await request.get(new URL(item.link).pathname)).status(), item.link).toBe(200);
    }
    const category = await getXml<{ rss: { channel: { item?: { category: string }[] } } }>(request, "/feeds/news/media-release.xml");
    expect((category.rss.channel.item ?? []).every((i) => i.category === "Media release")).toBe(true);
    expect((await request.get("/feeds/news/not-a-category.xml")).status()).toBe(404);
  });

  test("an event page offers its dates as a calendar file, and events as a calendar to subscribe to @phone", async ({ page, request }) => {
    expect((await page.goto(EVENT))?.status()).toBe(200);
    const link = page.getByRole("main").getByRole("link", { name: "Add to calendar" });
    await expect(link).toBeVisible();
    // The page's own dates, as its structured data states them: one Event for each.
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const times = scripts
      .flatMap((t) => (JSON.parse(t) as { "@graph": { "@type": string; startDate?: string }[] })["@graph"])
      .filter((n) => n["@type"] === "Event")
      .map((n) => Date.parse(n.startDate ?? ""));
    expect(times.length).toBeGreaterThan(0);
    await expectNoAxeViolations(page, "event page with 'Add to calendar'");

    const res = await request.get((await link.getAttribute("href")) ?? "");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const events = Object.values(ical.sync.parseICS(await res.text())).filter((c) => c?.type === "VEVENT") as unknown as { start: Date; summary: string; url: unknown }[];
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.summary.length > 0)).toBe(true);
    expect(events.map((e) => e.start.getTime()).sort()).toEqual([...times].sort());

    await page.goto("/about-yu/news-events/events");
    const subscribe = page.getByRole("link", { name: /Subscribe to upcoming events/ });
    await expect(subscribe).toHaveAttribute("href", "/feeds/events.ics");
    const feed = await request.get("/feeds/events.ics");
    expect(feed.status()).toBe(200);
    expect(Object.values(ical.sync.parseICS(await feed.text())).some((c) => c?.type === "VEVENT")).toBe(true);
  });
});
