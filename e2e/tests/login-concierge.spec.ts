import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

test.describe("login concierge", () => {
  test("opens the login links, four to a row on large screens and a list on small ones @phone", async ({ page, viewport }) => {
    await page.goto("/");
    const login = page.getByRole("button", { name: "Login" });
    await expect(login).toHaveAttribute("aria-expanded", "false");
    await login.click();
    await expect(login).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator("#login-menu");
    const cards = menu.getByRole("listitem");
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(5);
    const first = menu.getByRole("link").first();
    await expect(first).toContainText("MyYU");
    await expect(first).toContainText("Enrolment, timetable");
    await expect(first).toContainText("Log in to MyYU");
    await expect(first).toHaveAttribute("href", "https://my.yu.edu.au/");

    const tops = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    if ((viewport?.width ?? 0) >= 992) {
      expect(new Set(tops.slice(0, 4)).size).toBe(1);
      expect(tops[4]).toBeGreaterThan(tops[0] ?? 0);
    } else {
      expect(tops[1]).toBeGreaterThan(tops[0] ?? 0);
    }
    await expectNoAxeViolations(page, "login concierge open");

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(login).toBeFocused();
  });

  test("closes with the menu and on a click elsewhere", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("contentinfo").click();
    await expect(page.locator("#login-menu")).toBeHidden();
  });
});
