import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

const countLine = (page: Page) => page.locator("#search-results-heading");
const cards = (page: Page) => page.locator(".scholarship-finder .scholarship-card");
const cardTitles = (page: Page) => cards(page).locator(".scholarship-card__title a").allTextContents();
const liveRegion = (page: Page) => page.locator("#search-announcer");
const tabs = (page: Page) => page.getByRole("navigation", { name: "Kinds of result" });
const total = async (page: Page) => Number((await countLine(page).textContent())?.match(/of ([\d,]+) scholarships|^(\d+) scholarship/)?.slice(1).find(Boolean)?.replace(",", "") ?? "NaN");
/** What a card or page says of its applications: one of the contract's states. */
const DATE_STATE = /^(Closes \d{1,2} [A-Z][a-z]+ \d{4}|Closing soon: closes (today|tomorrow|in \d+ days)|Closed|Always open|Opens \d{1,2} [A-Z][a-z]+ \d{4})$/;

async function openFilters(page: Page) {
  const summary = page.locator(".search-filters__summary");
  if (await summary.isVisible()) {
    const open = await page.locator(".search-filters__disclosure").evaluate((d) => (d as HTMLDetailsElement).open);
    if (!open) await summary.click();
  }
}

/** A scholarship page: its value, where applications stand, and how to apply. */
async function expectScholarshipPage(page: Page, title: string) {
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator(".scholarship-header__value")).toHaveText(/\S/);
  await expect(page.locator(".page-header .scholarship-date")).toHaveText(DATE_STATE);
  await expect(page.getByRole("heading", { level: 2, name: "How to apply" })).toBeVisible();
  await expect(page.locator(".key-facts").getByText("Applications close", { exact: true })).toBeVisible();
}

test.describe("scholarships", () => {
  test("the main menu leads to the finder @phone", async ({ page, viewport }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    // Phones open the menu's drawer first.
    if ((viewport?.width ?? 0) < 992) await page.getByRole("button", { name: "Toggle menu" }).click();
    await nav.getByRole("button", { name: "Toggle Study with us", exact: true }).click();
    const link = nav.getByRole("link", { name: "Scholarships", exact: true });
    await expect(link).toBeVisible();
    await expectNoAxeViolations(page, "main menu open on Study with us");
    await link.click();
    await expect(page).toHaveURL(/\/scholarships$/);
    await expect(page.getByRole("heading", { level: 1, name: "Scholarships" })).toBeVisible();
  });

  test("the finder: international postgraduate, in place and announced, a shared address, and one scholarship @phone", async ({ page }) => {
    test.slow();
    await page.goto("/scholarships");
    await expect(page.getByRole("heading", { level: 1, name: "Scholarships" })).toBeVisible();
    await expect(countLine(page)).toHaveText(/^1–12 of \d+ scholarships$/);
    // Open ones, soonest closing first: the date states of the first cards read as the contract's words.
    for (const state of await cards(page).locator(".scholarship-date").allTextContents()) expect(state).toMatch(DATE_STATE);
    await expect(cards(page).locator(".scholarship-date--closed")).toHaveCount(0);
    await expectNoAxeViolations(page, "scholarship finder");

    await page.getByRole("navigation", { name: "Scholarships for" }).getByRole("link", { name: "International students" }).click();
    await expect(page).toHaveURL(/\/scholarships\?audience=international$/);
    await expect(countLine(page)).toBeFocused();
    await expect(liveRegion(page)).toContainText(/scholarships?$/);
    await expectNoAxeViolations(page, "scholarship finder, international");

    await openFilters(page);
    const postgraduate = page.getByRole("group", { name: "Study level" }).getByLabel(/^Postgraduate/);
    const expected = Number((await page.getByRole("group", { name: "Study level" }).locator("label", { hasText: /^Postgraduate/ }).locator(".search-facet__count").textContent())?.match(/(\d+)/)?.[1] ?? "NaN");
    await postgraduate.check();
    await expect(page).toHaveURL(/audience=international.*f\.Study\+level%7CstudyLevel=Postgraduate/);
    await expect(countLine(page)).toHaveText(new RegExp(`(of ${expected} scholarships|^${expected} scholarships?)$`));
    await expect(liveRegion(page)).toContainText((await countLine(page).textContent()) ?? "");
    await expect(postgraduate).toBeFocused();
    for (const who of await cards(page).locator("dt:text-is('Who it is for') + dd").allTextContents()) expect(who).toMatch(/international/i);
    await expectNoAxeViolations(page, "scholarship finder, international postgraduate");

    // The address is the state: the same address opened again shows the same scholarships.
    const shared = page.url();
    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    await page.goto(shared);
    await expect(countLine(page)).toHaveText(new RegExp(`(of ${expected} scholarships|^${expected} scholarships?)$`));
    expect(await cardTitles(page)).toEqual(titles);
    await openFilters(page);
    await expect(page.getByRole("group", { name: "Study level" }).getByLabel(/^Postgraduate/)).toBeChecked();

    // Open one: its close date (or that it is always open) and the apply action.
    const first = titles[0] ?? "";
    await cards(page).locator(".scholarship-card__title a").first().click();
    await expectScholarshipPage(page, first);
    await expectNoAxeViolations(page, "scholarship page");
    await page.goBack();
    await expect(countLine(page)).toHaveText(new RegExp(`(of ${expected} scholarships|^${expected} scholarships?)$`));
  });

  test("closed ones, the highest value first, and nothing matching @phone", async ({ page }) => {
    test.slow();
    await page.goto("/scholarships?sort=dmetavalueSort");
    await openFilters(page);
    await expect(page.getByLabel("Sort by")).toHaveValue("dmetavalueSort");
    await page.getByRole("group", { name: "Applications" }).getByLabel("Closed").click();
    await expect(page).toHaveURL(/status=closed/);
    await expect(page.getByRole("group", { name: "Applications" }).getByLabel("Closed")).toBeChecked();
    await expect(countLine(page)).toHaveText(/scholarships?$/);
    expect(await cards(page).count()).toBeGreaterThan(0);
    for (const state of await cards(page).locator(".scholarship-date").allTextContents()) expect(state).toBe("Closed");
    await expectNoAxeViolations(page, "scholarship finder, closed");

    await page.getByLabel("Search scholarships").fill("zzqxv underwater");
    await page.getByLabel("Search scholarships").press("Enter");
    await expect(page.getByRole("heading", { name: "No scholarships match your search" })).toBeVisible();
    await expect(page).toHaveURL(/query=zzqxv\+underwater.*status=closed|status=closed.*query=zzqxv/);
    await expectNoAxeViolations(page, "scholarship finder, no results");
  });

  test("the site search has a Scholarships tab whose results open the scholarship @phone", async ({ page }) => {
    await page.goto("/search?query=scholarship");
    await tabs(page).getByRole("link", { name: /^Scholarships/ }).click();
    await expect(page).toHaveURL(/tab=scholarships/);
    await expect(tabs(page).getByRole("link", { name: /^Scholarships/ })).toHaveAttribute("aria-current", "page");
    const results = page.locator(".search-result");
    await expect(results.first()).toBeVisible();
    for (const kind of await results.locator(".search-result__kind").allTextContents()) expect(kind).toBe("Scholarship");
    await expectNoAxeViolations(page, "site search, Scholarships tab");
    const title = (await results.first().locator(".search-result__title a").textContent()) ?? "";
    await results.first().locator(".search-result__title a").click();
    await expectScholarshipPage(page, title);
  });

  test("a course page lists its scholarships and links into the finder narrowed to the course @phone", async ({ page }) => {
    test.slow();
    await page.goto("/courses/bachelor-of-nursing-hbns");
    const section = page.getByRole("region", { name: "Scholarships you could apply for" });
    await expect(section).toBeVisible();
    const shown = await section.locator(".scholarship-card").count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(4);
    await expect(section.getByRole("link", { name: "Nursing Rural Placement Grant" })).toBeVisible();
    const all = section.getByRole("link", { name: /^See (all \d+ scholarships|the 1 scholarship) for this course$/ });
    const n = Number((await all.textContent())?.match(/(\d+)/)?.[1] ?? "NaN");
    await expectNoAxeViolations(page, "course page with scholarships");

    await all.click();
    await expect(page).toHaveURL(/\/scholarships\?course=HBNS$/);
    await expect(page.getByText(/Showing scholarships that students of Bachelor of Nursing \(HBNS\) could apply for/)).toBeVisible();
    await expect(countLine(page)).toHaveText(new RegExp(`(of ${n} scholarships|^${n} scholarships?)$`));
    await expectNoAxeViolations(page, "scholarship finder for a course");
    await page.getByRole("link", { name: "Show scholarships for every course" }).click();
    await expect(page).toHaveURL(/\/scholarships$/);
    expect(await total(page)).toBeGreaterThan(n);

    // The international view asks for international students' scholarships.
    await page.goto("/courses/bachelor-of-nursing-hbns/international");
    const international = page.getByRole("region", { name: "Scholarships you could apply for" });
    if (await international.isVisible()) {
      await expect(international.getByRole("link", { name: /for this course$/ })).toHaveAttribute("href", "/scholarships?audience=international&course=HBNS");
    }
  });

  // axe cannot run in a page without scripts: these states are the same server HTML the tests above scan.
  test("without JavaScript: the finder's forms and links, and a scholarship @phone", async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: testInfo.project.use.viewport ?? null });
    const page = await context.newPage();
    await page.goto("/scholarships");
    await page.getByRole("navigation", { name: "Scholarships for" }).getByRole("link", { name: "International students" }).click();
    await expect(page).toHaveURL(/\/scholarships\?audience=international$/);
    await openFilters(page);
    await page.getByRole("group", { name: "Study level" }).getByLabel(/^Postgraduate/).check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/audience=international.*studyLevel=Postgraduate/);
    await expect(countLine(page)).toHaveText(/scholarships?$/);
    const title = (await cards(page).locator(".scholarship-card__title a").first().textContent()) ?? "";
    await cards(page).locator(".scholarship-card__title a").first().click();
    await expectScholarshipPage(page, title);
    await context.close();
  });

  test("without JavaScript: a course page's scholarships lead into the finder narrowed to the course", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/courses/bachelor-of-nursing-hbns");
    await page.getByRole("region", { name: "Scholarships you could apply for" }).getByRole("link", { name: /for this course$/ }).click();
    await expect(page).toHaveURL(/\/scholarships\?course=HBNS$/);
    await expect(page.getByRole("link", { name: "Show scholarships for every course" })).toBeVisible();
    await context.close();
  });

  test("a scholarship page: value, eligibility checklist, dates with a calendar file, apply action, courses and a MonetaryGrant @phone", async ({ page, request }) => {
    test.slow();
    await page.goto("/scholarships/women-in-engineering-scholarship");
    await expectScholarshipPage(page, "Women in Engineering Scholarship");
    await expect(page.locator(".scholarship-header__value")).toHaveText("$6,000 a year");
    await expect(page.locator(".page-header .scholarship-date")).toHaveText(/^Closing soon: closes in \d+ days$/);
    await expect(page.locator(".page-header").getByRole("link", { name: "Apply now" })).toBeVisible();
    const checklist = page.getByRole("region", { name: "Who can apply" }).getByRole("listitem");
    await expect(checklist.first()).toHaveText(/^You identify as a woman/);
    await expect(page.getByRole("region", { name: /^(The course it is for|Courses it is for)$/ }).getByRole("link").first()).toHaveAttribute("href", /^\/courses\//);
    const grant = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as { "@graph": { "@type": string; amount?: { value: number; currency: string } }[] };
    expect(grant["@graph"].find((n) => n["@type"] === "MonetaryGrant")?.amount).toMatchObject({ currency: "AUD", value: 6000 });
    const calendar = await page.getByRole("link", { name: /Add the closing date to your calendar/ }).getAttribute("href");
    const ics = await request.get(calendar ?? "");
    expect(ics.headers()["content-type"]).toMatch(/^text\/calendar/);
    expect(await ics.text()).toContain("SUMMARY:Applications close: Women in Engineering Scholarship");
    await expectNoAxeViolations(page, "scholarship page, closing soon");

    // Our own form as the way to apply, on a scholarship that is always open.
    await page.goto("/scholarships/student-support-bursary");
    await expect(page.locator(".page-header .scholarship-date")).toHaveText("Always open");
    await page.locator(".page-header").getByRole("link", { name: "Apply with our form" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "How to apply" })).toBeInViewport();
    await expect(page.getByRole("button", { name: "Send message" })).toBeVisible();
    await expectNoAxeViolations(page, "scholarship page with our form");
  });
});
