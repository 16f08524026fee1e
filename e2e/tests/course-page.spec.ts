import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

const COURSE = "/courses/bachelor-of-nursing-hbns";

test.describe("course page", () => {
  test("a domestic course page shows key facts, its sections and fees @phone", async ({ page }) => {
    expect((await page.goto(COURSE))?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Bachelor of Nursing" })).toBeVisible();
    const facts = main.getByRole("region", { name: "Key facts" });
    await expect(facts).toContainText("Undergraduate");
    await expect(facts).toContainText("HBNS");
    await expect(facts).toContainText("288");
    await expect(facts).toContainText("$4,445");
    await expect(facts).not.toContainText("CRICOS");
    for (const name of ["Overview", "Careers", "Entry requirements", "Course structure", "Fees"]) {
      await expect(main.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText("Bachelor of Nursing");
    await expectNoAxeViolations(page, "domestic course");
  });

  test("the international page shows the international audience, fees and CRICOS code @phone", async ({ page }) => {
    await page.goto(COURSE);
    await page.getByRole("link", { name: "View this course for international students" }).click();
    await expect(page).toHaveURL(new RegExp(`${COURSE}/international$`));
    const main = page.getByRole("main");
    await expect(main.getByText("For international students", { exact: true })).toBeVisible();
    const facts = main.getByRole("region", { name: "Key facts" });
    await expect(facts).toContainText("060123J");
    await expect(facts).toContainText("$36,600");
    await expect(main.getByRole("heading", { level: 2, name: "Fees for international students" })).toBeVisible();
    await expectNoAxeViolations(page, "international course");
    await page.getByRole("link", { name: "View this course for Australian students" }).click();
    await expect(page).toHaveURL(new RegExp(`${COURSE}$`));
  });
});
