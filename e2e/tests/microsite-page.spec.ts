import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

test.describe("microsite and landing pages", () => {
  test("a microsite page renders its intro, components and breadcrumbs @phone", async ({ page }) => {
    expect((await page.goto("/study-at-yu/uniquely-yu/block-model"))?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "The Block Model" })).toBeVisible();
    await expect(main.locator(".page-intro")).toContainText("One unit. Four weeks.");
    await expect(main.getByRole("heading", { level: 2, name: "Questions students ask" })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText("The Block Model");
    await expectNoAxeViolations(page, "microsite page");
  });

  test("a landing page renders its paragraphs @phone", async ({ page }) => {
    expect((await page.goto("/study-at-yu/courses/browse-study-areas"))?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2, name: "Understanding study levels" })).toBeVisible();
    await expect(main.locator(".component").first()).toBeVisible();
    await expectNoAxeViolations(page, "landing page");
  });
});
