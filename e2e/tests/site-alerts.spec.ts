import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

const OPEN_DAY = "Open Day registrations are open";
const LIFTS = "Footscray Park: Building D lifts out of service";

const alertArea = (page: Page) => page.getByRole("region", { name: "Site alerts" });

test.describe("site alerts", () => {
  test("show above the header with their type, message and link @phone", async ({ page }) => {
    await page.goto("/");
    const area = alertArea(page);
    await expect(area).toBeVisible();
    const lifts = area.getByRole("heading", { name: `Warning: ${LIFTS}` });
    const openDay = area.getByRole("heading", { name: `Information: ${OPEN_DAY}` });
    await expect(lifts).toBeVisible();
    await expect(openDay).toBeVisible();
    // Warnings come before information.
    expect((await lifts.boundingBox())!.y).toBeLessThan((await openDay.boundingBox())!.y);
    await expect(area.getByText(/Both lifts in Building D are being replaced/)).toBeVisible();
    await expect(area.getByRole("link", { name: "Register now" })).toHaveAttribute("href", "/about-yu/news-events/events/future-students");
    const areaBox = (await area.boundingBox())!;
    expect(areaBox.y + areaBox.height).toBeLessThanOrEqual((await page.getByRole("banner").boundingBox())!.y + 1);

    for (const title of [LIFTS, OPEN_DAY]) {
      const box = (await area.getByRole("button", { name: `Close alert: ${title}` }).boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    await expectNoAxeViolations(page, "site alerts");
  });

  test("a closed alert stays closed on the next page; the others stay open", async ({ page }) => {
    await page.goto("/");
    const area = alertArea(page);
    await area.getByRole("button", { name: `Close alert: ${LIFTS}` }).click();
    await expect(area.getByRole("heading", { name: new RegExp(LIFTS) })).toHaveCount(0);
    // Focus moves on to the next alert rather than being lost.
    await expect(area.getByRole("button", { name: `Close alert: ${OPEN_DAY}` })).toBeFocused();

    await page.goto("/about-yu");
    await expect(alertArea(page).getByRole("heading", { name: new RegExp(OPEN_DAY) })).toBeVisible();
    await expect(page.getByText(LIFTS)).toBeHidden();
    await expectNoAxeViolations(page, "site alerts, one closed");

    await alertArea(page).getByRole("button", { name: `Close alert: ${OPEN_DAY}` }).click();
    await expect(alertArea(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByText(OPEN_DAY)).toBeHidden();
    await expect(page.getByText(LIFTS)).toBeHidden();
  });

  test("a closed alert is hidden before JavaScript runs on the next page", async ({ page }) => {
    await page.goto("/");
    await alertArea(page).getByRole("button", { name: `Close alert: ${LIFTS}` }).click();
    // Hold back every script file: only the server's markup and the inline script decide what shows.
    await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
    await page.goto("/about-yu");
    await expect(page.getByText(LIFTS)).toBeHidden();
    await expect(page.getByText(OPEN_DAY)).toBeVisible();
  });

  test("are rendered by the server, without close buttons when JavaScript is off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(alertArea(page).getByText(OPEN_DAY)).toBeVisible();
    await expect(alertArea(page).getByRole("button")).toHaveCount(0);
    await context.close();
  });

  test("the page does not move when the close buttons arrive @phone", async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/about-yu");
    await expect(alertArea(page).getByRole("button", { name: `Close alert: ${OPEN_DAY}` })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001);
  });

  test("a site without alerts has no alert area", async ({ page }) => {
    await page.goto("/dame-alice-rowe-centre");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(alertArea(page)).toHaveCount(0);
  });
});
