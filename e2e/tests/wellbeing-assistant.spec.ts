import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

const PATH = "/student-wellbeing-assistant";

test.describe("student wellbeing assistant", () => {
  test("urgent help first, then a need opened and closed by keyboard alone, with nothing sent @phone", async ({ page }) => {
    const requests: string[] = [];
    await page.goto(PATH);
    await expect(page.getByRole("heading", { level: 1, name: "Student wellbeing assistant" })).toBeVisible();
    // Images that scroll into view may load; nothing else may (no fetch, no navigation, no analytics script).
    page.on("request", (r) => {
      if (r.resourceType() !== "image" && !r.url().includes("/_next/")) requests.push(`${r.resourceType()} ${r.url()}`);
    });

    // Urgent help comes before anything to choose.
    const urgent = page.getByRole("region", { name: "Need help right now?" });
    await expect(urgent.getByRole("link", { name: /^Call 000/ })).toHaveAttribute("href", "tel:000");
    await expect(urgent.getByRole("link", { name: /^Call 13 11 14/ })).toHaveAttribute("href", "tel:131114");
    const order = await page.locator("h2").allTextContents();
    expect(order.indexOf("Need help right now?")).toBeLessThan(order.indexOf("What would you like help with?"));
    // The quick exit is always here.
    await expect(page.getByRole("link", { name: "Quick exit" })).toBeVisible();
    await expectNoAxeViolations(page, "wellbeing assistant");

    // Keyboard only: Tab to the money question, open it with Enter, read who helps, close it with Space.
    const money = page.getByText("Money, housing or food", { exact: true });
    for (let i = 0; i < 80 && !(await money.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(money).toBeFocused();
    await page.keyboard.press("Enter");
    const details = page.locator("details", { has: money });
    await expect(details).toHaveAttribute("open", "");
    await expect(details.getByRole("heading", { name: "Student Financial Aid" })).toBeVisible();
    await expect(details.getByRole("link", { name: /^Call 1800 007 007/ })).toBeVisible();
    await expectNoAxeViolations(page, "wellbeing assistant with a need open");
    await page.keyboard.press("Space");
    await expect(details).not.toHaveAttribute("open", "");

    // Nothing the student chose went anywhere.
    expect(requests).toEqual([]);
  });

  test("every need leads to services, and the page asks not to be tracked", async ({ page }) => {
    await page.goto(PATH);
    const needs = page.locator("details.wellbeing-need");
    await expect(needs).toHaveCount(7);
    for (const label of ["I'm feeling overwhelmed, anxious or low", "My physical or mental health", "I don't feel safe", "Money, housing or food",
      "Study stress, deadlines or exams", "Disability, a health condition or caring for someone", "I'm worried about someone else"]) {
      const need = page.locator("details", { has: page.getByText(label, { exact: true }) });
      await need.locator("summary").click();
      await expect(need.locator(".wellbeing-service").first()).toBeVisible();
    }
    await expect(page.locator('meta[name="yu-do-not-track"]')).toHaveCount(1);
  });
});
