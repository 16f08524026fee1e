import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";

/** Paths whose page data the router fetched (the tests never navigate, so these are prefetches). */
function prefetches(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (r.headers()["rsc"]) seen.push(new URL(r.url()).pathname);
  });
  return seen;
}

test.describe("link prefetch", () => {
  // Next never prefetches for bots, and "HeadlessChrome" reads as one: browse as a person's Chrome would.
  test.use({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36" });

  test("prefetches the page links in view once the browser is idle", async ({ page }) => {
    const seen = prefetches(page);
    await page.goto("/about-yu");
    await expect.poll(() => seen.length, { timeout: 8000 }).toBeGreaterThan(0);
    const inMain = await page.locator("main a[href^='/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")?.split(/[?#]/)[0]));
    for (const path of seen) expect(inMain).toContain(path);
  });

  test("prefetches nothing when the visitor saves data or is on 2g", async ({ page }) => {
    for (const connection of [{ saveData: true, effectiveType: "4g" }, { saveData: false, effectiveType: "2g" }]) {
      await page.addInitScript((c) => Object.defineProperty(navigator, "connection", { value: c, configurable: true }), connection);
      const seen = prefetches(page);
      await page.goto("/about-yu");
      await page.waitForTimeout(3500);
      expect(seen, JSON.stringify(connection)).toEqual([]);
    }
  });
});
