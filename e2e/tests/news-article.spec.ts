import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

test("a news article shows its date, category, byline, body and breadcrumbs @phone", async ({ page }) => {
  expect((await page.goto("/about-yu/news-events/news/womens-football-university-title"))?.status()).toBe(200);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Women's football team claims the Victorian university title" })).toBeVisible();
  const date = main.locator(".page-header time");
  await expect(date).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
  await expect(main.locator(".page-header__meta")).toContainText("News");
  await expect(main.getByText("By Jess Marinelli · Footscray Park")).toBeVisible();
  await expect(main.locator(".prose").last()).toContainText("Victorian University Games");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText("Women's football team claims the Victorian university title");
  await expectNoAxeViolations(page, "news article");
});
