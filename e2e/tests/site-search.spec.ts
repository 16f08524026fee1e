import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { PORTS } from "../support/ports";

const NO_RESULTS = "Sorry, we couldn't find any results.";
const UNAVAILABLE = "Search is not available right now. Please try again in a few minutes, or browse the links below.";

const countLine = (page: Page) => page.locator("#search-results-heading");
const results = (page: Page) => page.locator("ol.search-results > li");
const tabs = (page: Page) => page.getByRole("navigation", { name: "Kinds of result" });
const liveRegion = (page: Page) => page.locator("#search-announcer");

/** On phones the filters sit in a disclosure: open it (it stays open while results change). */
async function openFilters(page: Page) {
  const summary = page.locator(".search-filters__summary");
  if (await summary.isVisible()) {
    const open = await page.locator(".search-filters__disclosure").evaluate((d) => (d as HTMLDetailsElement).open);
    if (!open) await summary.click();
  }
}

test.describe("site search results", () => {
  test("header search leads to ranked results with tabs, counts and highlighted words @phone", async ({ page }) => {
    await page.goto("/");
    await page.locator("#search-toggle").click();
    const box = page.getByRole("combobox", { name: "What are you looking for?" });
    await box.fill("nursing");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?query=nursing$/);
    await expect(countLine(page)).toHaveText(/^1–10 of \d+ results for "nursing"$/);
    await expect(page).toHaveTitle(/^Search results for "nursing" \| /);
    await expect(results(page).first().getByRole("heading", { level: 3 })).toContainText("Nursing");
    await expect(results(page).first().locator("mark").first()).toHaveText(/nurs/i);
    // Tabs with counts; All is the current one.
    await expect(tabs(page).getByRole("link", { name: /^All\s+\d+\s+results$/ })).toHaveAttribute("aria-current", "page");
    await expect(tabs(page).getByRole("link", { name: /^Courses & units\s+\d+\s+results$/ })).toBeVisible();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    await expectNoAxeViolations(page, "results");
  });

  test("a tab, a filter on and off, page 2 and Back, in place @phone", async ({ page }) => {
    await page.goto("/search?query=business");
    await expect(countLine(page)).toHaveText(/results for "business"/);
    // A full page load would lose this mark.
    await page.evaluate(() => Object.assign(window, { searchMark: true }));

    await tabs(page).getByRole("link", { name: /^Courses & units/ }).click();
    await expect(page).toHaveURL(/[?&]tab=courses/);
    await expect(countLine(page)).toBeFocused();
    for (const kind of await results(page).locator(".search-result__kind").allTextContents()) expect(["Course", "Unit", "Unit set"]).toContain(kind);
    const courseCount = Number((await countLine(page).textContent())?.match(/of ([\d,]+) results/)?.[1]?.replace(",", "") ?? "0");
    await expect(page).toHaveTitle(/^Search results for "business"/);
    await expectNoAxeViolations(page, "courses tab");

    await openFilters(page);
    const undergraduate = page.getByRole("group", { name: "Study level" }).getByRole("checkbox", { name: /^Undergraduate/ });
    await undergraduate.check();
    await expect(page).toHaveURL(/f\.Study\+level%7CstudyLevel=Undergraduate/);
    await expect(countLine(page)).not.toHaveText(new RegExp(`of ${courseCount} results`));
    await expect(liveRegion(page)).toHaveText(/results for "business"/);
    await expect(undergraduate).toBeChecked();
    await expect(undergraduate).toBeFocused();
    for (const fact of await results(page).locator(".search-result__facts").allTextContents()) {
      if (fact.includes("Study level")) expect(fact).toContain("Undergraduate");
    }
    await expect(page).toHaveTitle(/^Search results for "business"/);
    await expectNoAxeViolations(page, "a filter on");
    await undergraduate.uncheck();
    await expect(page).not.toHaveURL(/studyLevel/);

    expect(await page.evaluate(() => "searchMark" in window)).toBe(true);

    await page.goto("/search?query=course");
    await expect(countLine(page)).toHaveText(/^1–10 of/);
    await page.evaluate(() => Object.assign(window, { searchMark: true }));
    await page.getByRole("navigation", { name: "Results pages" }).getByRole("link", { name: /^Next/ }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(countLine(page)).toHaveText(/^11–20 of/);
    await expect(countLine(page)).toBeFocused();
    // Next streams the head after the body: the scan waits for the new title as a person's screen reader does.
    await expect(page).toHaveTitle(/^Search results for "course"/);
    await expectNoAxeViolations(page, "page 2");
    await page.goBack();
    await expect(countLine(page)).toHaveText(/^1–10 of/);
    expect(await page.evaluate(() => "searchMark" in window)).toBe(true);
  });

  test("did you mean, best bets and no results @phone", async ({ page }) => {
    await page.goto("/search?query=nursign");
    const suggestion = page.locator(".search-spell").getByRole("link", { name: "nursing" });
    await expect(suggestion).toBeVisible();
    await expectNoAxeViolations(page, "did you mean");
    await suggestion.click();
    await expect(page).toHaveURL(/query=nursing/);
    await expect(results(page).first()).toBeVisible();

    await page.goto("/search?query=fees");
    const bets = page.getByRole("region", { name: "Recommended" });
    await expect(bets.getByRole("link").first()).toBeVisible();
    await expectNoAxeViolations(page, "best bets");

    await page.goto("/search?query=zzqxjv+wubbleflarn");
    await expect(page.getByRole("heading", { name: NO_RESULTS })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse study areas" }).first()).toBeVisible();
    await expectNoAxeViolations(page, "no results");
  });

  test("works with JavaScript off: results, tabs, filters and pages by full loads", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/search");
    await page.getByLabel(/^Search Yarra University/).fill("business");
    await page.locator(".search-box").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/query=business/);
    await expect(countLine(page)).toHaveText(/results for "business"/);
    await tabs(page).getByRole("link", { name: /^Courses & units/ }).click();
    await expect(page).toHaveURL(/tab=courses/);
    await page.getByRole("group", { name: "Study level" }).getByRole("checkbox", { name: /^Postgraduate/ }).check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/studyLevel=Postgraduate/);
    await expect(page).toHaveURL(/tab=courses/);
    await expect(page.getByRole("group", { name: "Study level" }).getByRole("checkbox", { name: /^Postgraduate/ })).toBeChecked();
    await page.goto("/search?query=course");
    await page.getByRole("navigation", { name: "Results pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(countLine(page)).toHaveText(/^11–20 of/);

    await context.close();
  });

  test("keyboard only: search, choose a tab, follow a result", async ({ page }) => {
    await page.goto("/search");
    await page.getByLabel(/^Search Yarra University/).focus();
    await page.keyboard.type("nursing");
    await page.keyboard.press("Enter");
    await expect(countLine(page)).toBeFocused();
    await expect(countLine(page)).toHaveText(/results for "nursing"/);
    // The tabs come before the results: back to them, and into Courses & units.
    const coursesTab = tabs(page).getByRole("link", { name: /^Courses & units/ });
    for (let i = 0; i < 60 && !(await coursesTab.evaluate((a) => a === document.activeElement)); i++) await page.keyboard.press("Shift+Tab");
    await expect(coursesTab).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/tab=courses/);
    await expect(countLine(page)).toBeFocused();
    // From the count line the next stop is the first result.
    await page.keyboard.press("Tab");
    const first = results(page).first().getByRole("heading", { level: 3 }).getByRole("link");
    await expect(first).toBeFocused();
    const title = await first.textContent();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title ?? "");
  });

  test("a slow search service gives a clear message within its budget, and the header still works @phone", async ({ page }) => {
    const origin = `http://localhost:${PORTS.siteSearchSlow}`;
    const started = Date.now();
    const response = await page.goto(`${origin}/search?query=slow-${Date.now()}`);
    expect(Date.now() - started).toBeLessThan(15_000);
    // Sent on from the cached form of the search to the same search rendered per request: nothing keeps the failure.
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/[?&]live=1$/);
    await expect(page.locator(".search-alert")).toHaveText(UNAVAILABLE);
    await expect(page.getByRole("link", { name: "All courses A to Z" })).toBeVisible();
    await page.locator("#search-toggle").click();
    await expect(page.getByRole("combobox", { name: "What are you looking for?" })).toBeFocused();
    await expectNoAxeViolations(page, "search unavailable");
    // Said by the server: a visitor without scripts reads it too.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain(UNAVAILABLE);
  });

  test("bad input gets a clear answer, never the error page", async ({ page }) => {
    const response = await page.goto(`/search?query=${"a".repeat(300)}&page=-1&tab=nope&f.Bad=1&sort=%27%3B--`);
    expect(response?.status()).toBe(200);
    await expect(page.locator(".search-alert")).toHaveText("Your search is too long. Please use at most 256 characters.");
    for (const q of ["\"unbalanced", "') OR 1=1 --", "(.*)+$", "%", "nursing -business OR law"]) {
      const r = await page.goto(`/search?query=${encodeURIComponent(q)}`);
      expect(r?.status(), q).toBe(200);
      await expect(countLine(page), q).toBeVisible();
    }
  });
});
