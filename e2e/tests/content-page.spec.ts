import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

test.describe("content pages", () => {
  test("a landing page resolves through the catch-all with its title and components @phone", async ({ page }) => {
    const response = await page.goto("/about-yu");
    expect(response?.status()).toBe(200);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toBeVisible();
    await expect(page).toHaveTitle(`${(await h1.textContent())?.trim()} | Yarra University`);
    await expect(page.locator("body")).toHaveClass(/page-about-yu/);
    await expectNoAxeViolations(page, "/about-yu");
  });

  test("a trailing slash reaches the same page", async ({ page }) => {
    const response = await page.goto("/about-yu/");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/about-yu");
  });

  test("a subsite page is framed by its subsite and marked as such", async ({ page }) => {
    const response = await page.goto("/centre-of-policy-studies-cops");
    expect(response?.status()).toBe(200);
    await expect(page.locator("body")).toHaveClass(/\bsubsite\b/);
    await expect(page.getByRole("link", { name: "YU Home" })).toBeVisible();
    await expectNoAxeViolations(page, "subsite home");
  });

  test("a client-side navigation announces the new page to screen readers", async ({ page }) => {
    await page.goto("/about-yu/news-events/news");
    const first = page.locator(".card h2 a").first();
    const title = (await first.textContent())?.trim() ?? "";
    await first.click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator('[role="status"][aria-live="polite"]').first()).toHaveText(`${title} has loaded`, { timeout: 5000 });
  });
});

test.describe("international course pages", () => {
  test("a course offered to international students has an international page", async ({ page }) => {
    const response = await page.goto("/courses/bachelor-of-nursing-hbns/international");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Bachelor of Nursing" })).toBeVisible();
    await expect(page.getByRole("main").getByText("For international students", { exact: true })).toBeVisible();
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/courses\/bachelor-of-nursing-hbns\/international$/);
  });

  test("a course not offered to international students has none", async ({ page }) => {
    const response = await page.goto("/courses/bachelor-of-laws-blaw/international");
    expect(response?.status()).toBe(404);
  });
});
