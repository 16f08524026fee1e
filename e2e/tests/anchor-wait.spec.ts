import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";

const PAGE = "/about-yu";

/** Draws a target far down the page, as a script that renders late would. */
async function drawTarget(page: Page, id: string) {
  await page.evaluate((targetId) => {
    const spacer = document.createElement("div");
    spacer.style.height = "3000px";
    const target = document.createElement("p");
    target.id = targetId;
    target.textContent = "Drawn late";
    const after = document.createElement("div");
    after.style.height = "2000px";
    document.body.append(spacer, target, after);
  }, id);
}

test.describe("anchor wait (spec §9: every 100 ms, up to 50 times)", () => {
  test("a #target that appears after the page has loaded is scrolled to @phone", async ({ page }) => {
    await page.goto(`${PAGE}#drawn-late`);
    await page.waitForLoadState("load");
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await drawTarget(page, "drawn-late");
    await expect(page.locator("#drawn-late")).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2_000);
  });

  test("a #target that appears after five seconds is no longer waited for", async ({ page }) => {
    await page.goto(`${PAGE}#too-late`);
    // The wait starts when the page's script has started; five seconds later (and a margin) it has given up.
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(6_500);
    await drawTarget(page, "too-late");
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("#too-late")).not.toBeInViewport();
  });
});
