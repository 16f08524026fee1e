import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

/** Every row of the route table reaches a page of its kind (spec §2.1). */
test.describe("route table", () => {
  const fixed: [string, string][] = [
    ["/course-discovery", "Course finder"],
    ["/fb-template", "Search results"],
    ["/mockContent", "Style guide"],
    ["/student-wellbeing-assistant", "Student wellbeing assistant"],
    ["/study-at-yu/course-discovery-quiz", "Course discovery quiz"],
    ["/study-at-yu/international-students/chat-with-our-students", "Chat with our students"],
    ["/current-students/campus-life/advice-support/safer-community/online-reporting-form", "Online reporting form"],
    ["/search", "Search"],
    ["/login?destination=/about-yu", "Sign in"],
  ];
  for (const [path, title] of fixed) {
    test(`${path} is its fixed page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
    });
  }

  test("a unit page by its code, and the units index", async ({ page }) => {
    expect((await page.goto("/units/NIT1101"))?.status()).toBe(200);
    await expect(page.locator("article.content-page--unit")).toBeVisible();
    expect((await page.goto("/units"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Units" })).toBeVisible();
    await expectNoAxeViolations(page, "/units");
  });

  test("a unit set page by its code, and the unit sets index", async ({ page }) => {
    await page.goto("/unitsets");
    const first = page.locator(".card h2 a").first();
    const href = (await first.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/unitsets\/[A-Z0-9]+$/);
    expect((await page.goto(href))?.status()).toBe(200);
    await expect(page.locator("article.content-page--unit_set")).toBeVisible();
  });

  test("the course A to Z lists every course and filters by letter", async ({ page }) => {
    const base = "/study-at-yu/courses/browse-study-areas/all-courses-a-to-z";
    await page.goto(base);
    const all = await page.locator(".card").count();
    expect(all).toBeGreaterThan(40);
    await page.goto(`${base}/b`);
    const titles = await page.locator(".card h2").allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((t) => t.trim().toLowerCase().startsWith("b"))).toBe(true);
    await expectNoAxeViolations(page, "course A to Z");
  });

  test("a study-area page lists its courses, and its international variant only international ones", async ({ page }) => {
    const path = "/study-at-yu/courses/browse-study-areas/health-biomedicine/nursing";
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Nursing courses" })).toBeVisible();
    await page.goto(`${path}?audience=international`);
    const hrefs = await page.locator(".course-card h3 a").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      expect(href).toMatch(/\/international$/);
      expect((await page.request.get(href)).status(), href).toBe(200);
    }
  });

  test("a microsite page resolves under uniquely-{product}", async ({ page }) => {
    const response = await page.goto("/study-at-yu/uniquely-yu");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("choose-{product} is a subsite", async ({ page }) => {
    expect((await page.goto("/choose-yu"))?.status()).toBe(200);
    await expect(page.locator("body")).toHaveClass(/subsite-113/);
  });
});
