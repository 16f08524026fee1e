import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

const MENU_GROUPS = ["Study with us", "About YU", "Current students", "Visit & contact"];
const SOCIAL = ["Facebook", "Instagram", "LinkedIn", "YouTube", "X", "TikTok"];

const footerOf = (page: Page) => page.getByRole("contentinfo");

async function expectTarget(locator: Locator, min: number) {
  const box = await locator.boundingBox();
  expect(box, "target has a box").not.toBeNull();
  expect(box!.width).toBeGreaterThanOrEqual(min);
  expect(box!.height).toBeGreaterThanOrEqual(min);
}

test.describe("site footer", () => {
  test("on large screens shows the top menu as columns, the configured columns and the legal area", async ({ page }) => {
    await page.goto("/");
    const footer = footerOf(page);
    const menu = footer.getByRole("navigation", { name: "Footer" });

    // Columns side by side, each headed by its level-1 link; no accordion toggles.
    const tops: number[] = [];
    for (const title of MENU_GROUPS) {
      const heading = menu.getByRole("heading", { level: 2, name: title });
      await expect(heading.getByRole("link", { name: title })).toBeVisible();
      tops.push((await heading.boundingBox())!.y);
    }
    expect(new Set(tops.map(Math.round)).size).toBe(1);
    await expect(menu.getByRole("button")).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Find a course" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Find a course" })).toHaveAttribute("href", "/study-at-yu/courses");

    // Middle row: acknowledgement (6 of 12) beside the logo (2 of 12) beside "Connect with us" (4 of 12).
    const ack = footer.getByRole("heading", { name: "Acknowledgement of Country" });
    await expect(ack).toBeVisible();
    await expect(footer.getByRole("heading", { name: "Acknowledgement of Country" })).toHaveCount(1);
    await expect(footer.getByRole("img", { name: "Australian Aboriginal flag" })).toBeVisible();
    await expect(footer.getByRole("img", { name: "Torres Strait Islander flag" })).toBeVisible();
    const ackBox = (await ack.locator("..").boundingBox())!;
    const connectBox = (await footer.getByRole("heading", { name: "Connect with us" }).locator("..").boundingBox())!;
    expect(Math.round(connectBox.y)).toBe(Math.round(ackBox.y));
    expect(ackBox.width / connectBox.width).toBeCloseTo(1.5, 0);

    // The logo at half its width (244 → 122 px), linking home.
    const logo = footer.getByRole("link", { name: "Yarra University" }).getByRole("img");
    expect((await logo.boundingBox())!.width).toBeCloseTo(122, 0);

    await expect(footer.getByRole("heading", { name: "Quick links" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Campus maps & parking" })).toHaveAttribute("href", "/about-yu/campuses");
    await expect(footer.getByRole("link", { name: "All contacts" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "03 5550 1000" })).toHaveAttribute("href", "tel:+61355501000");

    const legal = footer.getByRole("navigation", { name: "Legal" });
    await expect(legal.getByRole("link", { name: "Privacy" })).toBeVisible();
    await expect(footer.getByText(/has made every effort to ensure the information on this website is accurate/)).toBeVisible();
    await expectNoAxeViolations(page, "footer, large screen");
  });

  test("social links are named by their network and app badges open in a new tab, saying so @phone", async ({ page }) => {
    await page.goto("/");
    const footer = footerOf(page);
    for (const name of SOCIAL) {
      const link = footer.getByRole("link", { name: new RegExp(`^${name} \\(opens in a new window\\)$`) });
      await expect(link).toBeVisible();
      // The brand mark, drawn by the style sheet: it has a size and a picture.
      const mark = link.locator(".icon");
      await expect(mark).toBeVisible();
      expect(await mark.evaluate((el) => getComputedStyle(el).maskImage || getComputedStyle(el).webkitMaskImage)).toMatch(/^url\("data:image\/svg\+xml/);
      await expectTarget(link, 24);
    }
    for (const name of [/App Store/, /Google Play/]) {
      const badge = footer.getByRole("link", { name });
      await expect(badge).toHaveAttribute("target", "_blank");
      await expect(badge).toHaveAttribute("rel", /noopener/);
      await expect(badge).toHaveAccessibleName(/\(opens in a new window\)$/);
    }
  });

  test("below 992 px the top menu is an accordion a keyboard alone can reach and operate @phone", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "the accordion is the layout below 992 px");
    await page.goto("/");
    const menu = footerOf(page).getByRole("navigation", { name: "Footer" });
    const toggle = menu.getByRole("button", { name: "Study with us" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await expect(panel).toBeHidden();
    for (const title of MENU_GROUPS) await expectTarget(menu.getByRole("button", { name: title }), 44);

    // Tab from the page's top until the first toggle has focus, then open it with the keyboard.
    let reached = false;
    for (let i = 0; i < 120 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await toggle.evaluate((el) => el === document.activeElement);
    }
    expect(reached, "the accordion toggle is in the tab order").toBe(true);
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "Find a course" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Study with us" })).toBeFocused();

    const next = menu.getByRole("button", { name: "About YU" });
    await next.focus();
    await page.keyboard.press("Space");
    await expect(next).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page, "footer accordion open");

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
  });

  test("without JavaScript every footer link is there, on phones too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto("/");
    const menu = footerOf(page).getByRole("navigation", { name: "Footer" });
    await expect(menu.getByRole("button")).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Study with us" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Find a course" })).toBeVisible();
    await context.close();
  });

  test("a subsite without a footer of its own shows the main site's", async ({ page }) => {
    await page.goto("/dame-alice-rowe-centre");
    const footer = footerOf(page);
    await expect(footer.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Study with us" })).toBeVisible();
    await expect(footer.getByRole("heading", { name: "Acknowledgement of Country" })).toBeVisible();
    await expect(footer.getByRole("navigation", { name: "Legal" }).getByRole("link", { name: "Privacy" })).toBeVisible();
  });
});
