import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

const listing = "/about-yu/news-events/events";

test.describe("events listing", () => {
  test("upcoming events first, past ones last, across numbered pages @phone", async ({ page }) => {
    expect((await page.goto(listing))?.status()).toBe(200);
    await expect(page.getByRole("status").filter({ hasText: "1–12 of 36 results" })).toBeVisible();
    await expect(page.locator(".card__badge", { hasText: "Past event" })).toHaveCount(0);
    await expectNoAxeViolations(page, "events page 1");

    const pager = page.getByRole("navigation", { name: "Events: pages" });
    // The last page is reached by number on a wide screen and by Next on a phone.
    if (await pager.getByRole("link", { name: "Page 3" }).isVisible()) {
      await pager.getByRole("link", { name: "Page 3" }).click();
    } else {
      await pager.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(`${listing}/all/2`);
      await pager.getByRole("link", { name: "Next" }).click();
    }
    await expect(page).toHaveURL(`${listing}/all/3`);
    await expect(pager.locator('[aria-current="page"]')).toHaveAttribute("aria-label", "Page 3");
    expect(await page.locator(".card__badge", { hasText: "Past event" }).count()).toBeGreaterThan(0);
    await expect(pager.getByRole("link", { name: "Next" })).toHaveCount(0);
    await expectNoAxeViolations(page, "events page 3");
  });

  test("an audience filters the events", async ({ page }) => {
    await page.goto(listing);
    await page.getByRole("navigation", { name: "Event audiences" }).getByRole("link", { name: "Staff" }).click();
    await expect(page).toHaveURL(`${listing}/staff`);
    await expect(page.getByRole("heading", { level: 1, name: "Events: Staff" })).toBeVisible();
    expect(await page.locator(".card").count()).toBeGreaterThan(0);
    await expect(page.getByRole("navigation", { name: "Events: pages" })).toHaveCount(0);
  });

  test("an unknown audience or a page past the end is a 404 with its reason", async ({ page }) => {
    expect((await page.goto(`${listing}/pets/2`))?.status()).toBe(404);
    await expect(page.getByText("“pets” is not a event audience.")).toBeVisible();
    expect((await page.goto(`${listing}/all/9`))?.status()).toBe(404);
    await expect(page.getByText("There is no page 9 of Events: it has 3 pages.")).toBeVisible();
  });
});
