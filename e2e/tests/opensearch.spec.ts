import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { PORTS } from "../support/ports";

/* The site as a browser's search engine (spec §2.1): the OpenSearch description every page links, the
 * address-bar suggestions, and /fb-template, the page a hosted Funnelback wraps its results in. */

const origin = `http://localhost:${PORTS.site}`;
const NURSING = `${origin}/courses/bachelor-of-nursing-hbns`;

type Suggestions = [string, string[], string[], string[]];

/** The description document as the browser's own XML parser reads it. */
function readDescription(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const ns = "http://a9.com/-/spec/opensearch/1.1/";
    const one = (tag: string) => doc.getElementsByTagNameNS(ns, tag)[0] ?? null;
    return {
      errors: doc.getElementsByTagName("parsererror").length,
      root: doc.documentElement.localName,
      shortName: one("ShortName")?.textContent ?? null,
      inputEncoding: one("InputEncoding")?.textContent ?? null,
      image: one("Image")?.textContent ?? null,
      urls: Array.from(doc.getElementsByTagNameNS(ns, "Url")).map((u) => ({ type: u.getAttribute("type"), rel: u.getAttribute("rel"), template: u.getAttribute("template") })),
    };
  }, xml);
}

test.describe("OpenSearch", () => {
  test("the description document names the site's search and its suggestions", async ({ page, request }) => {
    const response = await request.get("/search/openSearchConfigs");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/opensearchdescription+xml; charset=utf-8");
    expect(response.headers()["cache-control"]).toBe("public, max-age=86400");
    const description = await readDescription(page, await response.text());
    expect(description.errors).toBe(0);
    expect(description.root).toBe("OpenSearchDescription");
    expect(description.shortName).toBe("YU search");
    expect(description.shortName!.length).toBeLessThanOrEqual(16);
    expect(description.inputEncoding).toBe("UTF-8");
    expect(description.image).toBe(`${origin}/icon.svg`);
    expect(description.urls).toEqual([
      { type: "text/html", rel: null, template: `${origin}/search?query={searchTerms}` },
      { type: "application/x-suggestions+json", rel: null, template: `${origin}/search/openSearchQueries?q={searchTerms}` },
      { type: "application/opensearchdescription+xml", rel: "self", template: `${origin}/search/openSearchConfigs` },
    ]);
    // The image it names is there.
    expect((await request.get("/icon.svg")).status()).toBe(200);
  });

  const pages: [string, string][] = [["the home page", "/"], ["a course page", "/courses/bachelor-of-nursing-hbns"],
    ["the search page", "/search?query=nursing"], ["the sign-in page", "/login"]];
  for (const [what, path] of pages) {
    test(`${what} links the description in its head`, async ({ page }) => {
      await page.goto(path);
      const link = page.locator('head link[rel="search"]');
      await expect(link).toHaveCount(1);
      expect(await link.getAttribute("type")).toBe("application/opensearchdescription+xml");
      expect(await link.getAttribute("title")).toBe("Yarra University");
      expect(await link.getAttribute("href")).toBe("/search/openSearchConfigs");
    });
  }

  test("a page that is not found links it too", async ({ page }) => {
    expect((await page.goto(`/no-such-page-${Date.now()}`))?.status()).toBe(404);
    await expect(page.locator('head link[rel="search"]')).toHaveCount(1);
  });

  test("suggests courses and pages from three characters, with absolute URLs", async ({ request }) => {
    const response = await request.get("/search/openSearchQueries?q=nur");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/x-suggestions+json; charset=utf-8");
    expect(response.headers()["cache-control"]).toBe("public, max-age=60");
    const [query, titles, descriptions, urls] = (await response.json()) as Suggestions;
    expect(query).toBe("nur");
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThanOrEqual(10);
    expect(descriptions).toHaveLength(titles.length);
    expect(urls).toHaveLength(titles.length);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url.startsWith(`${origin}/`)).toBe(true);
    const nursing = urls.indexOf(NURSING);
    expect(nursing).toBeGreaterThanOrEqual(0);
    expect(titles[nursing]).toBe("Bachelor of Nursing");
    expect(descriptions[nursing]).toBe("Undergraduate");
  });

  test("answers empty lists below three characters or without q, and 400 for an over-long q", async ({ request }) => {
    expect(await (await request.get("/search/openSearchQueries?q=nu")).json()).toEqual(["nu", [], [], []]);
    expect(await (await request.get("/search/openSearchQueries")).json()).toEqual(["", [], [], []]);
    const long = await request.get(`/search/openSearchQueries?q=${"n".repeat(101)}`);
    expect(long.status()).toBe(400);
    expect(await long.json()).toEqual({ error: "q must be at most 100 characters." });
    expect((await request.get("/search/openSearchQueries?q=nur%00")).status()).toBe(400);
  });

  test("answers empty lists, as an outage's 503 with Retry-After, when the search service is down", async ({ request }) => {
    const response = await request.get(`http://localhost:${PORTS.siteContentDown}/search/openSearchQueries?q=nur`);
    expect(response.status()).toBe(503);
    expect(response.headers()["retry-after"]).toBe("60");
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(await response.json()).toEqual(["nur", [], [], []]);
  });

  test("answers empty lists, as an outage's 503, when the search service is too slow", async ({ request }) => {
    const started = Date.now();
    const response = await request.get(`http://localhost:${PORTS.siteContentSlow}/search/openSearchQueries?q=nur`, { timeout: 15_000 });
    expect(response.status()).toBe(503);
    expect(await response.json()).toEqual(["nur", [], [], []]);
    // The suggestion lookups' own time limit (5 s), well before the slow service would answer.
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

test.describe("search results template", () => {
  test("/fb-template is the site's chrome around an empty, marked results region @phone", async ({ page, request }, testInfo) => {
    const raw = await request.get("/fb-template");
    expect(raw.status()).toBe(200);
    expect(raw.headers()["set-cookie"]).toBeUndefined();
    expect(raw.headers()["cache-control"]).not.toMatch(/private|no-store/);
    expect(await raw.text()).toMatch(/<div id="search-results"[^>]*data-funnelback-results=""[^>]*><!-- Funnelback results are inserted here --><\/div>/);

    expect((await page.goto("/fb-template"))?.status()).toBe(200);
    await expect(page).toHaveTitle("Search results | Yarra University");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeAttached();
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Search results" })).toBeVisible();
    const region = main.locator("#search-results[data-funnelback-results]");
    await expect(region).toHaveCount(1);
    await expect(region).toBeEmpty();
    await expectNoAxeViolations(page, "/fb-template");
    await page.screenshot({ path: testInfo.outputPath(`fb-template-${testInfo.project.name}.png`), fullPage: true });
  });
});
