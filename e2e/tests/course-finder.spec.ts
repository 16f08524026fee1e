import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

const countLine = (page: Page) => page.locator("#search-results-heading");
const cards = (page: Page) => page.locator(".course-finder .course-card");
const liveRegion = (page: Page) => page.locator("#search-announcer");
const total = async (page: Page) => Number((await countLine(page).textContent())?.match(/of ([\d,]+) courses|^(\d+) course/)?.slice(1).find(Boolean)?.replace(",", "") ?? "NaN");

async function openFilters(page: Page) {
  const summary = page.locator(".search-filters__summary");
  if (await summary.isVisible()) {
    const open = await page.locator(".search-filters__disclosure").evaluate((d) => (d as HTMLDetailsElement).open);
    if (!open) await summary.click();
  }
}

test.describe("course finder", () => {
  test("filters with counts update in place, are announced, and Back undoes them @phone", async ({ page }) => {
    await page.goto("/course-discovery");
    await expect(page.getByRole("heading", { level: 1, name: "Course finder" })).toBeVisible();
    await expect(countLine(page)).toHaveText(/^1–12 of \d+ courses$/);
    const everything = await total(page);
    await expectNoAxeViolations(page, "finder");

    await openFilters(page);
    const area = page.getByRole("group", { name: "Study area" }).getByLabel(/^Health & biomedicine/);
    const areaCount = page.getByRole("group", { name: "Study area" }).locator("label", { hasText: /^Health & biomedicine/ }).locator(".search-facet__count");
    const expected = Number((await areaCount.textContent())?.match(/(\d+)/)?.[1] ?? "NaN");
    await area.check();
    await expect(page).toHaveURL(/f\.Study\+area%7CstudyTopicArea=Health\+%26\+biomedicine/);
    await expect(countLine(page)).toHaveText(new RegExp(`(of ${expected} courses|^${expected} courses?)$`));
    await expect(liveRegion(page)).toContainText((await countLine(page).textContent()) ?? "");
    await expect(area).toBeFocused();
    await expectNoAxeViolations(page, "finder, filtered");

    await page.getByRole("group", { name: "Study level" }).getByLabel(/^Undergraduate/).check();
    await expect(page).toHaveURL(/studyLevel=Undergraduate/);
    const narrowed = await total(page);
    expect(narrowed).toBeLessThanOrEqual(expected);
    for (const level of await cards(page).locator(".course-card__level").allTextContents()) expect(level).toMatch(/^Undergraduate/);

    await page.goBack();
    await expect(page).not.toHaveURL(/studyLevel/);
    await expect(countLine(page)).toHaveText(new RegExp(`(of ${expected} courses|^${expected} courses?)$`));
    await page.goBack();
    await expect(countLine(page)).toHaveText(new RegExp(`of ${everything} courses$`));
  });

  test("sorts by soonest intake, switches audience and says when nothing matches @phone", async ({ page }) => {
    await page.goto("/course-discovery?sort=metanextIntake");
    await expect(cards(page).first().locator("dt:text-is('Next intake') + dd")).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await page.getByRole("navigation", { name: "Courses for" }).getByRole("link", { name: "International students" }).click();
    await expect(page).toHaveURL(/audience=international/);
    await expect(countLine(page)).toBeFocused();
    for (const href of await cards(page).locator(".course-card__title a").evaluateAll((links) => links.map((l) => l.getAttribute("href")))) {
      expect(href).toMatch(/\/international$/);
    }
    await expectNoAxeViolations(page, "finder, international");

    await page.getByLabel("Search courses").fill("zzqxv underwater");
    await page.getByLabel("Search courses").press("Enter");
    await expect(page.getByRole("heading", { name: "No courses match your search" })).toBeVisible();
    await expect(page.getByRole("link", { name: "see the courses for domestic students" })).toBeVisible();
    await expectNoAxeViolations(page, "finder, no results");
  });

  test("works without JavaScript: search, filter and page are plain forms and links", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/course-discovery");
    await page.getByLabel("Search courses").fill("nursing");
    await page.locator("#main-content").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/course-discovery\?query=nursing$/);
    await expect(countLine(page)).toHaveText(/courses? for "nursing"$/);
    await page.getByRole("group", { name: "Study level" }).getByLabel(/^TAFE/).check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/query=nursing.*studyLevel=TAFE/);
    await expect(cards(page).first().locator(".course-card__level")).toHaveText(/^TAFE/);
    await context.close();
  });
});
