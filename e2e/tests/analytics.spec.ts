import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { ANALYTICS, PORTS } from "../support/ports";

/* Spec §7 analytics: the tag manager and the experiments script load on a normal page, a page view follows each
 * client navigation, and nothing loads when the page says doNotTrack or the visitor sends DNT or GPC. */

/** Answers the analytics scripts (nothing listens at their address) and records which were asked for. */
async function recordAnalytics(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(`http://localhost:${PORTS.nothing}/**`, async (route) => {
    asked.push(route.request().url());
    await route.fulfill({ contentType: "text/javascript", body: "window.__analyticsScripts = (window.__analyticsScripts || 0) + 1;" });
  });
  return asked;
}

const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);

test.describe("analytics", () => {
  test("load on a normal page, and each client navigation sends a page view @phone", async ({ page }) => {
    const asked = await recordAnalytics(page);
    await page.goto("/about-yu");
    await expect.poll(() => asked.length).toBe(2);
    expect(asked).toContain(`${ANALYTICS.gtmScript}?id=${ANALYTICS.gtmId}`);
    expect(asked).toContain(ANALYTICS.experimentsScript);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __analyticsScripts?: number }).__analyticsScripts)).toBe(2);
    expect((await dataLayer(page)).map((e) => e.event)).toEqual(["gtm.js"]);

    // A client-side navigation: the page view arrives once the new page (and its title) is in.
    await page.getByRole("main").getByRole("link", { name: "Vision & mission" }).first().click();
    await expect(page).toHaveURL(/\/about-yu\/vision-mission$/);
    // It names the new page by its own title: the 250 ms wait lets the new head arrive first.
    await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === "pageview")).toEqual([
      { event: "pageview", page_path: "/about-yu/vision-mission", page_title: "Vision & mission | Yarra University" },
    ]);
    // The scripts were not asked for again.
    expect(asked).toHaveLength(2);
  });

  test("nothing loads on a page that says doNotTrack", async ({ page }) => {
    const asked = await recordAnalytics(page);
    await page.goto("/current-students/campus-life/advice-support/safer-community");
    await expect(page.getByRole("heading", { level: 1, name: "Safer community" })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(asked).toEqual([]);
    expect(await dataLayer(page)).toEqual([]);
  });

  for (const [name, script] of [
    ["Global Privacy Control", () => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true })],
    ["Do Not Track", () => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" })],
  ] as const) {
    test(`nothing loads when the browser sends ${name}`, async ({ page }) => {
      await page.addInitScript(script);
      const asked = await recordAnalytics(page);
      await page.goto("/about-yu");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForTimeout(1000);
      expect(asked).toEqual([]);
    });
  }
});
