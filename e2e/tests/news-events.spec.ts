import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

for (const view of ["news", "events"] as const) {
  const listing = `/about-yu/news-events/${view}`;
  const category = view === "news" ? "media-release" : "future-students";

  test.describe(`${view} listing vs ${view === "news" ? "article" : "event"}`, () => {
    test(`the bare ${view} path is the listing @phone`, async ({ page }) => {
      const response = await page.goto(listing);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: view === "news" ? "News" : "Events" })).toBeVisible();
      await expect(page.getByText(/\d+ results?/)).toBeVisible();
      await expectNoAxeViolations(page, listing);
    });

    test(`a ${view} category segment filters the listing`, async ({ page }) => {
      const response = await page.goto(`${listing}/${category}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("link", { name: /./, exact: false }).and(page.locator('[aria-current="page"]'))).toHaveAttribute("href", `${listing}/${category}`);
      expect(await page.locator(".card").count()).toBeGreaterThan(0);
    });

    test(`any other single segment is a ${view === "news" ? "news article" : "event"}`, async ({ page }) => {
      await page.goto(listing);
      const first = page.locator(".card h2 a").first();
      const title = (await first.textContent())?.trim() ?? "";
      const href = (await first.getAttribute("href")) ?? "";
      expect(href.startsWith(`${listing}/`)).toBe(true);
      const response = await page.goto(href);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.locator("article")).toHaveClass(new RegExp(`content-page--${view === "news" ? "news" : "event"}`));
      await expectNoAxeViolations(page, href);
    });
  });
}

test.describe("event dates", () => {
  test("a past event says 'This event has passed'; an upcoming one does not", async ({ page }) => {
    // Upcoming events come first and past ones last, so the last page of the listing has the past ones.
    await page.goto("/about-yu/news-events/events");
    const upcomingHref = (await page.locator(".card", { hasNotText: "Past event" }).first().locator("h2 a").getAttribute("href")) ?? "";
    await page.goto("/about-yu/news-events/events/all/3");
    const pastHref = (await page.locator(".card", { hasText: "Past event" }).first().locator("h2 a").getAttribute("href")) ?? "";
    await page.goto(pastHref);
    await expect(page.getByText("This event has passed")).toBeVisible();
    await page.goto(upcomingHref);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("This event has passed")).toHaveCount(0);
  });
});
