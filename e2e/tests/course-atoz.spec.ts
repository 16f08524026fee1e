import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

const base = "/study-at-yu/courses/browse-study-areas/all-courses-a-to-z";

test.describe("course A to Z", () => {
  test("every course, then the courses of one letter @phone", async ({ page }) => {
    expect((await page.goto(base))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "All courses A to Z" })).toBeVisible();
    expect(await page.locator(".card").count()).toBeGreaterThan(40);
    await expectNoAxeViolations(page, "course A to Z");

    await page.getByRole("navigation", { name: "Courses by first letter" }).getByRole("link", { name: "B", exact: true }).click();
    await expect(page).toHaveURL(`${base}/b`);
    await expect(page.getByRole("heading", { level: 1, name: "Courses A to Z: B" })).toBeVisible();
    const titles = await page.locator(".card h2").allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((t) => t.trim().startsWith("B"))).toBe(true);
    await expect(page.locator(".card__badge").first()).toHaveText(/Undergraduate|Postgraduate|Research|TAFE|Short course/);
    await expectNoAxeViolations(page, "course A to Z: B");
  });

  test("a letter with no course says so, and is not offered as a link @phone", async ({ page }) => {
    expect((await page.goto(`${base}/x`))?.status()).toBe(200);
    await expect(page.getByText("No course starts with “X”. Choose another letter, or see all courses.")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "0 results" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Courses by first letter" }).getByRole("link", { name: "Q", exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page, "course A to Z: empty letter");
  });

  test("any other segment is an audience page: a 404 when there is none, never an error", async ({ page }) => {
    expect((await page.goto(`${base}/no-such-audience`))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    expect((await page.goto(`${base}/b/c`))?.status()).toBe(404);
  });
});
