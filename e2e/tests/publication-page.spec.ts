import { type APIRequestContext } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

const REPORT = "/research/publications/annual-research-report-2025";
const GUIDE = "/research/publications/return-to-sport-after-concussion";
const xml = new XMLParser({ isArray: (name) => ["url", "sitemap"].includes(name) });

/** Every address the main site's sitemaps list. */
async function mainSiteUrls(request: APIRequestContext): Promise<string[]> {
  const index = xml.parse(await (await request.get("/sitemap.xml")).text()) as { sitemapindex: { sitemap: { loc: string }[] } };
  const mine = index.sitemapindex.sitemap.map((s) => new URL(s.loc).pathname).filter((p) => /^\/sitemaps\/7-\d+\.xml$/.test(p));
  const sets = await Promise.all(mine.map(async (p) => xml.parse(await (await request.get(p)).text()) as { urlset: { url: { loc: string }[] } }));
  return sets.flatMap((set) => set.urlset.url.map((u) => u.loc));
}

test.describe("publications", () => {
  test("a publication shows when and by whom it was published, its chapters and its files @phone", async ({ page }) => {
    expect((await page.goto(REPORT))?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Annual research report 2025" })).toBeVisible();
    await expect(main.locator(".page-header__meta")).toHaveText("Published 2 March 2026 · By Yarra University Research Office");
    await expect(main.locator(".page-header__meta time")).toHaveAttribute("datetime", "2026-03-02");
    await expect(main.getByRole("heading", { level: 2, name: "Research that our communities asked for" })).toBeVisible();
    await expect(main.getByRole("region", { name: "Documents" }).getByRole("link", { name: /Strategic Plan 2026–2030: summary/ })).toBeVisible();
    await expectNoAxeViolations(page, "publication");
  });

  test("a publication by two organisations, its chapters in an accordion", async ({ page }) => {
    expect((await page.goto(GUIDE))?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.locator(".page-header__meta")).toHaveText("Published 15 September 2025 · By Institute for Health and Sport, Yarra University Research Office");
    await expect(main.getByRole("button", { name: /Rest and recovery/ })).toBeVisible();
    await expectNoAxeViolations(page, "publication with an accordion");
  });

  test("publications are in the sitemap and found by the site search", async ({ page, request, baseURL }) => {
    const urls = await mainSiteUrls(request);
    expect(urls).toContain(`${baseURL}${REPORT}`);
    expect(urls).toContain(`${baseURL}${GUIDE}`);

    await page.goto("/search?query=concussion%20community%20clubs");
    const hit = page.locator("ol.search-results > li").filter({ hasText: "Return to sport after concussion" });
    await expect(hit).toHaveCount(1);
    await expect(hit.locator(".search-result__kind")).toHaveText("Publication");
    await expect(hit.getByRole("link", { name: /Return to sport after concussion/ })).toHaveAttribute("href", new RegExp(`${GUIDE}$`));
  });
});
