import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

const NOT_FOUND_INTRO =
  "Sorry, we can't find the page you were looking for. It may have been moved or deleted. Here are some links that we hope help:";

test.describe("not found", () => {
  test("a path the content system does not know shows 'Page not found' with status 404 @phone", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByText(NOT_FOUND_INTRO)).toBeVisible();
    for (const name of ["Search for a course", "Search the website", "Go to the home page", "Frequently asked questions", "Contact us", "Sitemap"]) {
      await expect(page.getByRole("main").getByRole("link", { name })).toBeVisible();
    }
    await expectNoAxeViolations(page, "404");
  });

  test("an unknown nested path under a route with fixed depth says 'This page could not be found'", async ({ page }) => {
    for (const path of ["/units/NIT1101/extra", "/about-yu/news-events/news/a/b/c", "/preview/page/not-a-uuid/latest"]) {
      const response = await page.goto(path);
      // Not a real preview address either: no sign-in is asked for, it is simply not found.
      expect(response?.status(), path).toBe(404);
      if (!path.startsWith("/preview/")) {
        await expect(page.getByRole("heading", { level: 1, name: "This page could not be found" })).toBeVisible();
      }
    }
  });

  test("a malformed path gets a clear answer and no stack trace", async ({ request }) => {
    const response = await request.get("/%E0%A4%A");
    expect([400, 404]).toContain(response.status());
    const body = await response.text();
    expect(body).not.toMatch(/\bat .+\.(js|ts):\d+/);
  });

  test("a subsite's own 404 text and links replace the defaults", async ({ page }) => {
    const response = await page.goto("/yu-online/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByText(/We couldn't find that page on YU Online/)).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "YU Online home" })).toHaveAttribute("href", "/yu-online");
    await expectNoAxeViolations(page, "subsite 404");
  });

  test("an unknown unit code is a 404", async ({ page }) => {
    const response = await page.goto("/units/ZZZ9999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });
});
