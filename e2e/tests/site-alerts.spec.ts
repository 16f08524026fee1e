import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

const OPEN_DAY = "Open Day registrations are open";
const LIFTS = "Footscray Park: Building D lifts out of service";

const alertArea = (page: Page) => page.getByRole("region", { name: "Site alerts" });
/** One alert of the area, by its title. */
const alertNamed = (page: Page, title: string) => alertArea(page).locator("[data-site-alert]", { has: page.getByRole("heading", { name: title }) });
/** The disclosure that opens an alert's message on small screens ("More", then "Less"). */
const toggleOf = (page: Page, title: string) => alertNamed(page, title).locator("summary");
const isSmall = (viewport: { width: number } | null) => (viewport?.width ?? 0) < 992;

test.describe("site alerts", () => {
  test("show above the header with their type, message and link @phone", async ({ page, viewport }) => {
    await page.goto("/");
    const area = alertArea(page);
    await expect(area).toBeVisible();
    const lifts = area.getByRole("heading", { name: `Warning: ${LIFTS}` });
    const openDay = area.getByRole("heading", { name: `Information: ${OPEN_DAY}` });
    await expect(lifts).toBeVisible();
    await expect(openDay).toBeVisible();
    // Warnings come before information.
    expect((await lifts.boundingBox())!.y).toBeLessThan((await openDay.boundingBox())!.y);
    // On small screens the message and link are one tap away (the alerts on small screens, below).
    if (isSmall(viewport)) for (const title of [LIFTS, OPEN_DAY]) await toggleOf(page, title).click();
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

test.describe("site alerts on small screens", () => {
  test("each alert is one line until opened, so the page's own heading is on the first screen @phone", async ({ page, viewport }) => {
    const small = isSmall(viewport);
    if (small) await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/courses/bachelor-of-business-bbns");
    const area = alertArea(page);
    const h1 = page.getByRole("heading", { level: 1, name: "Bachelor of Business" });
    await expect(h1).toBeInViewport({ ratio: 1 });
    const message = area.getByText(/Both lifts in Building D are being replaced/);
    if (!small) {
      // Large screens show every alert whole, without a toggle.
      await expect(message).toBeVisible();
      await expect(toggleOf(page, LIFTS)).toBeHidden();
      await expectNoAxeViolations(page, "site alerts, large screen");
      return;
    }

    for (const title of [LIFTS, OPEN_DAY]) {
      const alert = alertNamed(page, title);
      const heading = alert.getByRole("heading");
      const toggle = toggleOf(page, title);
      await expect(toggle).toHaveAccessibleName("More");
      const lineHeight = await heading.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      expect((await heading.boundingBox())!.height).toBeLessThanOrEqual(lineHeight + 1);
      // One line: the title, its toggle and its close button side by side.
      for (const part of [toggle, alert.getByRole("button", { name: `Close alert: ${title}` })]) {
        const box = (await part.boundingBox())!;
        const line = (await heading.boundingBox())!;
        expect(Math.abs(box.y + box.height / 2 - (line.y + line.height / 2))).toBeLessThanOrEqual(4);
      }
      expect((await alert.boundingBox())!.height).toBeLessThanOrEqual(60);
    }
    const areaBox = (await area.boundingBox())!;
    expect(areaBox.height).toBeLessThanOrEqual(120);
    expect((await h1.boundingBox())!.y + (await h1.boundingBox())!.height).toBeLessThanOrEqual(812);
    await expect(message).toBeHidden();
    await expectNoAxeViolations(page, "site alerts folded");

    // Open one: its whole title, message and link; the other stays folded.
    await toggleOf(page, LIFTS).click();
    await expect(toggleOf(page, LIFTS)).toHaveAccessibleName("Less");
    await expect(alertNamed(page, LIFTS).locator("details")).toHaveAttribute("open", "");
    await expect(message).toBeVisible();
    await expect(area.getByRole("link", { name: "Footscray Park campus" })).toBeVisible();
    await expect(area.getByText(/Register for Open Day/)).toBeHidden();
    await expectNoAxeViolations(page, "site alert opened");

    // The keyboard folds it again.
    await toggleOf(page, LIFTS).focus();
    await page.keyboard.press("Enter");
    await expect(message).toBeHidden();
    await expect(toggleOf(page, LIFTS)).toHaveAccessibleName("More");

    // Tapping anywhere on a folded alert's line opens it; closing still works and is remembered.
    const line = (await alertNamed(page, OPEN_DAY).getByRole("heading").boundingBox())!;
    await page.mouse.click(line.x + line.width / 2, line.y + line.height / 2);
    await expect(area.getByRole("link", { name: "Register now" })).toBeVisible();
    await area.getByRole("button", { name: `Close alert: ${OPEN_DAY}` }).click();
    await expect(area.getByRole("heading", { name: new RegExp(OPEN_DAY) })).toHaveCount(0);
    await expect(area.getByRole("button", { name: `Close alert: ${LIFTS}` })).toBeFocused();
    await expectNoAxeViolations(page, "site alerts, one closed");
    await page.reload();
    await expect(page.getByText(OPEN_DAY)).toBeHidden();
    await expect(alertNamed(page, LIFTS)).toBeVisible();
  });

  // The scan needs scripts in the page; the markup is the one scanned above, opened by the browser itself.
  test("open and fold without JavaScript @phone", async ({ browser }, testInfo) => {
    const small = isSmall(testInfo.project.use.viewport ?? null);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: small ? { width: 375, height: 812 } : { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto("/courses/bachelor-of-business-bbns");
    const message = alertArea(page).getByText(/Register for Open Day/);
    await expect(page.getByRole("heading", { level: 1, name: "Bachelor of Business" })).toBeInViewport({ ratio: 1 });
    if (small) {
      await expect(message).toBeHidden();
      await toggleOf(page, OPEN_DAY).click();
    }
    await expect(message).toBeVisible();
    await expect(alertArea(page).getByRole("link", { name: "Register now" })).toBeVisible();
    if (small) {
      await toggleOf(page, OPEN_DAY).click();
      await expect(message).toBeHidden();
    }
    await context.close();
  });
});
