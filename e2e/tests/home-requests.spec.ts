import { type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { expect, test } from "../support/test";

/** A request the home page made of the site: its path, its query less the router's `_rsc`, and whether the router made it. */
interface SiteRequest {
  path: string;
  query: string;
  router: boolean;
}

/** Every request the page makes of the site (its own origin), from now on. */
function record(page: Page, origin: string): SiteRequest[] {
  const seen: SiteRequest[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    url.searchParams.delete("_rsc");
    seen.push({ path: url.pathname, query: url.searchParams.toString(), router: request.headers()["rsc"] === "1" });
  });
  return seen;
}

/** The search pages: the site search, the course finder, the scholarship finder, and their results. */
const SEARCH_PAGE = /^\/(search|course-discovery|scholarships)(\/results(\/.*)?)?$/;

test.describe("the home page's requests", () => {
  // Next never prefetches for bots, and "HeadlessChrome" reads as one: browse as a person's Chrome would.
  test.use({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36" });

  test("runs no search in the background as it is read, and prefetches only pages kept by their path @phone", async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? "").origin;
    const seen = record(page, origin);
    await page.goto("/");
    // The popular searches under the course search are links to the course finder, and in view as the page is read.
    await expect(page.getByRole("list", { name: "Popular searches" }).getByRole("link", { name: "Teaching" }))
      .toHaveAttribute("href", "/course-discovery?query=teaching");
    // Read down the whole page, as a visitor would, in the first seconds after it is shown.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 250) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(150);
    }
    // The links in view are prefetched once the browser is idle: the cheap pages still are.
    await expect.poll(() => seen.filter((r) => r.router).length, { timeout: 10_000, message: "a page prefetched" }).toBeGreaterThan(0);
    await page.waitForTimeout(1_500);

    const links = await page.locator("main a[href^='/']").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
    const searches = seen.filter((r) => SEARCH_PAGE.test(r.path));
    expect(searches, "search, finder or results pages the home page asked for").toEqual([]);
    const prefetched = seen.filter((r) => r.router);
    // At most a dozen a page (features/prefetch), each a page linked from the page, by its path alone.
    expect(prefetched.length).toBeLessThanOrEqual(12);
    for (const request of prefetched) {
      expect(request.query, request.path).toBe("");
      expect(links, request.path).toContain(request.path);
    }
    expect(prefetched.some((r) => r.path.startsWith("/study-at-yu/courses/browse-study-areas")), "a study-area page prefetched").toBe(true);
    test.info().annotations.push({ type: "requests", description: `${seen.length} requests of the site, ${prefetched.length} prefetches: ${prefetched.map((r) => r.path).join(" ")}` });
    await expectNoAxeViolations(page, "home, read to its end");
  });

  test("asks nothing of the search service until a visitor follows a popular search", async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? "").origin;
    const seen = record(page, origin);
    await page.goto("/");
    await page.getByRole("list", { name: "Popular searches" }).scrollIntoViewIfNeeded();
    await page.waitForTimeout(2_500);
    expect(seen.filter((r) => SEARCH_PAGE.test(r.path))).toEqual([]);
    await page.getByRole("list", { name: "Popular searches" }).getByRole("link", { name: "Nursing" }).click();
    await expect(page).toHaveURL("/course-discovery?query=nursing");
    await expect(page.locator("#search-results-heading")).toHaveText(/courses? for "nursing"$/);
    // The one search the visitor asked for, by the router.
    expect(seen.filter((r) => SEARCH_PAGE.test(r.path)).map((r) => `${r.path}?${r.query}`)).toEqual(["/course-discovery?query=nursing"]);
  });
});
