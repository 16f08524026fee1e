import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

test.describe("units and unit sets", () => {
  test("a unit page: facts, outcomes, assessment, prerequisites and courses @phone", async ({ page }) => {
    expect((await page.goto("/units/NIT2112"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Object-Oriented Programming" })).toBeVisible();
    const facts = page.getByRole("region", { name: "Unit details" });
    await expect(facts.getByText("Credit points")).toBeVisible();
    await expect(facts.getByText("12", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Learning outcomes" })).toBeVisible();
    const table = page.getByRole("table");
    await expect(table.getByRole("row").last()).toContainText("100%");
    await expect(page.getByRole("heading", { level: 2, name: "Prerequisites" })).toBeVisible();
    await expectNoAxeViolations(page, "unit page");

    await page.getByRole("region", { name: "Prerequisites" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/units\/[A-Z]{3}\d{4}$/);
    await expect(page.locator("article.content-page--unit")).toBeVisible();
    const course = page.getByRole("region", { name: "Courses that include this unit" }).getByRole("link").first();
    const href = (await course.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/courses\//);
    expect((await page.request.get(href)).status()).toBe(200);
  });

  test("a unit set page lists its units and the courses that offer it @phone", async ({ page }) => {
    expect((await page.goto("/unitsets/BCRBUS"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Business Core" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Unit set details" })).toContainText("72");
    const units = page.getByRole("region", { name: "Units in this core" }).getByRole("link");
    await expect(units).toHaveCount(6);
    await expect(page.getByRole("region", { name: "Courses that offer this core" }).getByRole("link", { name: /Bachelor of Business/ })).toBeVisible();
    await expectNoAxeViolations(page, "unit set page");
    await units.first().click();
    await expect(page.locator("article.content-page--unit")).toBeVisible();
  });

  test("the units index pages through every unit @phone", async ({ page }) => {
    expect((await page.goto("/units"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Units" })).toBeVisible();
    await expect(page.locator(".card")).toHaveCount(12);
    await expectNoAxeViolations(page, "units index");
    const pager = page.getByRole("navigation", { name: "Units: pages" });
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/units/page/2");
    await expect(page.getByRole("status").filter({ hasText: /^13–24 of \d+ results$/ })).toBeVisible();
    await expectNoAxeViolations(page, "units index page 2");
  });

  test("the unit sets index links to unit sets", async ({ page }) => {
    expect((await page.goto("/unitsets"))?.status()).toBe(200);
    const href = (await page.locator(".card h2 a").first().getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/unitsets\/[A-Z0-9]+$/);
  });

  test("an index page past the end, a bad page and an unknown code are 404s", async ({ page }) => {
    expect((await page.goto("/units/page/99"))?.status()).toBe(404);
    await expect(page.getByText(/^There is no page 99 of Units: it has \d+ pages\.$/)).toBeVisible();
    expect((await page.goto("/units/page/zero"))?.status()).toBe(404);
    expect((await page.goto("/units/ZZZ9999"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });
});
