import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

test.describe("event page", () => {
  test("an upcoming event shows its date, place, cost and a booking link @phone", async ({ page }) => {
    expect((await page.goto("/about-yu/news-events/events/alumni-homecoming-day"))?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByText("This event has passed")).toHaveCount(0);
    const details = main.getByRole("region", { name: "Event details" });
    await expect(details).toContainText(/\d{4}, \d{1,2}:\d{2} [ap]m – \d{1,2}:\d{2} [ap]m/);
    await expect(details.getByText("Where")).toBeVisible();
    await expect(details.getByText("Cost")).toBeVisible();
    await expect(main.getByRole("link", { name: /Book now/ })).toHaveAttribute("href", /^https:\/\/events\./);
    await expectNoAxeViolations(page, "upcoming event");
  });

  test("a past event says it has passed and offers no booking @phone", async ({ page }) => {
    expect((await page.goto("/about-yu/news-events/events/alumni-networking-night-city"))?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("status").filter({ hasText: "This event has passed" })).toBeVisible();
    await expect(main.locator(".page-header__meta")).toContainText(/^Held /);
    await expect(main.getByRole("link", { name: /Book now/ })).toHaveCount(0);
    await expectNoAxeViolations(page, "past event");
  });
});
