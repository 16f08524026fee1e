import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

const listing = "/about-yu/news-events/news";

test.describe("news listing", () => {
  test("pages through the news and filters it by category @phone", async ({ page }) => {
    expect((await page.goto(listing))?.status()).toBe(200);
    const pager = page.getByRole("navigation", { name: "News: pages" });
    await expect(page.getByRole("status").filter({ hasText: "1–12 of 75 results" })).toBeVisible();
    await expect(page.locator(".card")).toHaveCount(12);
    await expectNoAxeViolations(page, "news page 1");

    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(`${listing}/all/2`);
    await expect(page.getByRole("status").filter({ hasText: "13–24 of 75 results" })).toBeVisible();
    await expect(pager.locator('[aria-current="page"]')).toHaveText("2");
    await expect(pager.getByRole("link", { name: "Previous" })).toHaveAttribute("href", listing);
    await expectNoAxeViolations(page, "news page 2");

    await page.getByRole("navigation", { name: "News categories" }).getByRole("link", { name: "Media release" }).click();
    await expect(page).toHaveURL(`${listing}/media-release`);
    await expect(page.getByRole("heading", { level: 1, name: "News: Media release" })).toBeVisible();
    const badges = await page.locator(".card__badge").allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    expect(badges.every((b) => b.trim() === "Media release")).toBe(true);
    await expectNoAxeViolations(page, "news: media release");
  });

  test("a card cuts its summary at 150 characters and dates its article", async ({ page }) => {
    await page.goto(listing);
    const summaries = await page.locator(".card__summary").allTextContents();
    for (const s of summaries) expect(s.length).toBeLessThanOrEqual(153);
    await expect(page.locator(".card time").first()).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
  });

  test("a page past the end is a 404 that says how many pages there are @phone", async ({ page }) => {
    expect((await page.goto(`${listing}/media-release/5`))?.status()).toBe(404);
    await expect(page.getByText("There is no page 5 of News: Media release: it has one page.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expectNoAxeViolations(page, "news past the end");
  });

  test("malformed filter segments are 404s that say what is wrong", async ({ page }) => {
    expect((await page.goto(`${listing}/all/two`))?.status()).toBe(404);
    await expect(page.getByText("“two” is not a page number.")).toBeVisible();
    expect((await page.goto(`${listing}/gossip/2`))?.status()).toBe(404);
    await expect(page.getByText("“gossip” is not a news category.")).toBeVisible();
    await expectNoAxeViolations(page, "news malformed filter");
  });
});
