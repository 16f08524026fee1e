import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

const NURSING = { path: "/courses/bachelor-of-nursing-hbns", title: "Bachelor of Nursing", code: "HBNS" };
const FITNESS = { path: "/courses/certificate-iv-in-fitness-sis40221", title: "Certificate IV in Fitness", code: "SIS40221" };
const IT_INTERNATIONAL = { path: "/courses/bachelor-of-information-technology-nbit/international", title: "Bachelor of Information Technology", code: "NBIT" };
const SHORTLIST = "/course-discovery/shortlist";
const COMPARE = "/course-discovery/compare";

const shortlistLink = (page: Page, count: number) =>
  page.getByRole("banner").getByRole("link", { name: count === 0 ? "Shortlist" : `Shortlist, ${count} ${count === 1 ? "course" : "courses"}`, exact: true });
const table = (page: Page) => page.getByRole("table", { name: /^Courses compared/ });

/** Saves the course on its page and waits for the header to count it. */
async function save(page: Page, course: { path: string; title: string }, count: number) {
  await page.goto(course.path);
  const button = page.getByRole("button", { name: `Save ${course.title} to shortlist` });
  await button.click();
  await expect(page.getByRole("button", { name: `Saved ${course.title} to shortlist` })).toHaveAttribute("aria-pressed", "true");
  await expect(shortlistLink(page, count)).toBeVisible();
}

/**
 * Serves documents with the page's own scripts taken out and <noscript> content shown: the page as a browser
 * without JavaScript renders it, in a context where axe (which needs a script of its own) can still run.
 */
async function asWithoutJavaScript(page: Page) {
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<\/?noscript>/gi, "");
    await route.fulfill({ response, body: html });
  });
}

/** Puts courses straight into this browser's storage, as earlier visits would have. */
async function seed(page: Page, courses: { code: string; title: string; url: string }[]) {
  await page.goto(SHORTLIST);
  await page.evaluate((list) => localStorage.setItem("yu-shortlist", JSON.stringify({ v: 1, courses: list })), courses);
  await page.reload();
}

test.describe("shortlist and compare", () => {
  test("saves courses from three pages, counts them in the header, compares the chosen ones and removes them @phone", async ({ page }) => {
    test.slow(); // Six pages and seven accessibility scans.
    await page.goto(NURSING.path);
    await expect(shortlistLink(page, 0)).toBeVisible();
    await expect(page.getByRole("button", { name: `Save ${NURSING.title} to shortlist` })).toHaveAttribute("aria-pressed", "false");
    await expectNoAxeViolations(page, "course page with its save button");
    await save(page, NURSING, 1);
    await expectNoAxeViolations(page, "course page, saved");
    await save(page, FITNESS, 2);
    await save(page, IT_INTERNATIONAL, 3);
    await expectNoAxeViolations(page, "international course page, saved");

    await shortlistLink(page, 3).click();
    await expect(page).toHaveURL(SHORTLIST);
    await expect(page).toHaveTitle(/^Your shortlist \| /);
    await expect(page.getByRole("heading", { level: 2, name: "3 courses saved" })).toBeVisible();
    const items = page.getByRole("listitem").filter({ has: page.getByRole("checkbox") });
    await expect(items).toHaveCount(3);
    await expect(page.getByRole("link", { name: IT_INTERNATIONAL.title })).toHaveAttribute("href", IT_INTERNATIONAL.path);
    await expectNoAxeViolations(page, "shortlist");

    for (const course of [NURSING, FITNESS, IT_INTERNATIONAL]) await page.getByRole("checkbox", { name: `Compare ${course.title}` }).check();
    await page.getByRole("button", { name: "Compare", exact: true }).click();
    await expect(page).toHaveURL(`${COMPARE}?course=HBNS&course=SIS40221&course=NBIT`);
    await expect(page.getByRole("heading", { level: 1, name: "Compare courses" })).toBeVisible();
    await expect(page).toHaveTitle(/^Compare courses \| /);
    const heads = table(page).getByRole("columnheader");
    await expect(heads).toHaveCount(3);
    await expect(heads.nth(0).getByRole("link", { name: NURSING.title, exact: true })).toHaveAttribute("href", NURSING.path);
    for (const row of ["Study level", "Duration", "Campuses", "Study mode", "Delivery", "Intakes", "Next intake", "Domestic fees",
      "International fees", "Entry requirements", "Credit points", "CRICOS code"]) {
      await expect(table(page).getByRole("rowheader", { name: row, exact: true })).toBeAttached();
    }
    const intlFees = table(page).getByRole("row").filter({ has: page.getByRole("rowheader", { name: "International fees" }) });
    await expect(intlFees.getByRole("cell").nth(1)).toContainText("Not offered to international students");
    await expect(intlFees.getByRole("cell").nth(0)).toContainText("A$36,600");
    const credit = table(page).getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Credit points" }) });
    await expect(credit.getByRole("cell").nth(1)).toContainText("—");
    // Dated intakes read as dates.
    const intakes = table(page).getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Intakes", exact: true }) });
    await expect(intakes.getByRole("cell").nth(0)).toContainText(/\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/);
    await expectNoAxeViolations(page, "compare three courses");

    // Removing a course from the comparison is a link to the same comparison without it.
    await table(page).getByRole("link", { name: `Remove ${FITNESS.title} from the comparison` }).click();
    await expect(page).toHaveURL(`${COMPARE}?course=HBNS&course=NBIT`);
    await expect(table(page).getByRole("columnheader")).toHaveCount(2);
    await expectNoAxeViolations(page, "compare two courses");

    // Removing one from the shortlist: the list and the header count follow.
    await page.getByRole("link", { name: "Back to your shortlist" }).click();
    await page.getByRole("button", { name: `Remove ${FITNESS.title}` }).click();
    await expect(page.getByRole("heading", { level: 2, name: "2 courses saved" })).toBeFocused();
    await expect(items).toHaveCount(2);
    await expect(shortlistLink(page, 2)).toBeVisible();
    await expectNoAxeViolations(page, "shortlist after a removal");

    // Saved again from its page, the course is shown as saved and can be taken off there too.
    await page.goto(NURSING.path);
    await page.getByRole("button", { name: `Saved ${NURSING.title} to shortlist` }).click();
    await expect(page.getByRole("button", { name: `Save ${NURSING.title} to shortlist` })).toHaveAttribute("aria-pressed", "false");
    await expect(shortlistLink(page, 1)).toBeVisible();
  });

  test("more than four chosen are refused with a clear message; another tab's changes show at once @phone", async ({ page, context }) => {
    const courses = ["AA1", "BB2", "CC3", "DD4", "EE5"].map((code) => ({ code, title: `Course ${code}`, url: `/courses/course-${code.toLowerCase()}` }));
    await seed(page, courses);
    await expect(page.getByRole("heading", { level: 2, name: "5 courses saved" })).toBeVisible();
    for (const c of courses) await page.getByRole("checkbox", { name: `Compare ${c.title}` }).check();
    const problem = page.getByText("You’ve chosen 5 courses. Choose up to 4 to compare.");
    await expect(problem).toBeVisible();
    await page.getByRole("button", { name: "Compare", exact: true }).click();
    await expect(page).toHaveURL(SHORTLIST);
    await expectNoAxeViolations(page, "shortlist with too many chosen");
    await page.getByRole("checkbox", { name: "Compare Course EE5" }).uncheck();
    await expect(problem).toBeHidden();

    // Another tab removes a course: this one's list and header count follow without a reload.
    const other = await context.newPage();
    await other.goto(SHORTLIST);
    await other.getByRole("button", { name: "Remove Course AA1" }).click();
    await expect(shortlistLink(other, 4)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "4 courses saved" })).toBeVisible();
    await expect(shortlistLink(page, 4)).toBeVisible();
    await other.close();

    await page.getByRole("button", { name: "Compare", exact: true }).click();
    await expect(page).toHaveURL(`${COMPARE}?course=BB2&course=CC3&course=DD4`);
    await expect(page.getByText("Not found: BB2, CC3, DD4.")).toBeVisible();
  });

  test("a full shortlist says so instead of saving @phone", async ({ page }) => {
    await seed(page, Array.from({ length: 20 }, (_, i) => ({ code: `FULL${i}`, title: `Course ${i}`, url: `/courses/course-${i}` })));
    await expect(shortlistLink(page, 20)).toBeVisible();
    await page.goto(NURSING.path);
    await page.getByRole("button", { name: `Save ${NURSING.title} to shortlist` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your shortlist is full (20 courses). Remove one to save this course." })).toBeVisible();
    await expect(page.getByRole("button", { name: `Save ${NURSING.title} to shortlist` })).toHaveAttribute("aria-pressed", "false");
    await expect(shortlistLink(page, 20)).toBeVisible();
    await expectNoAxeViolations(page, "course page, shortlist full");
  });

  test("an empty shortlist leads to the study areas and the course finder @phone", async ({ page }) => {
    await seed(page, [{ code: NURSING.code, title: NURSING.title, url: NURSING.path }]);
    await expect(shortlistLink(page, 1)).toHaveAttribute("aria-current", "page");
    await page.getByRole("button", { name: `Remove ${NURSING.title}` }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Nothing saved yet" })).toBeVisible();
    await expect(page.locator(".shortlist-empty")).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: `${NURSING.title} removed from your shortlist.` })).toBeAttached();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Your shortlist" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Nothing saved yet" })).toBeVisible();
    const where = page.getByRole("navigation", { name: "Find courses" });
    await expect(where.getByRole("link", { name: "Browse study areas" })).toHaveAttribute("href", "/study-at-yu/courses/browse-study-areas");
    await expect(where.getByRole("link", { name: "Use the course finder" })).toHaveAttribute("href", "/course-discovery");
    await expect(shortlistLink(page, 0)).toBeVisible();
    await expectNoAxeViolations(page, "empty shortlist");
  });

  test("without JavaScript: the comparison works from its address, the shortlist says why it needs JavaScript @phone", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${COMPARE}?course=${NURSING.code}&course=${FITNESS.code}`);
    expect(response?.status()).toBe(200);
    await expect(table(page).getByRole("columnheader")).toHaveCount(2);
    await expect(table(page).getByRole("rowheader", { name: "Entry requirements" })).toBeAttached();
    await expect(table(page)).toContainText("School leavers:");
    await table(page).getByRole("link", { name: `Remove ${NURSING.title} from the comparison` }).click();
    await expect(page).toHaveURL(`${COMPARE}?course=${FITNESS.code}`);
    await expect(table(page).getByRole("columnheader")).toHaveCount(1);

    await page.goto(SHORTLIST);
    // (Playwright's text search leaves <noscript> out, scripts on or off: the paragraph is found by its place.)
    await expect(page.locator("main noscript p")).toBeVisible();
    await expect(page.locator("main noscript p")).toContainText("Your shortlist is kept in this browser, so it needs JavaScript to show.");
    await expect(page.getByRole("checkbox")).toHaveCount(0);

    // No button that could do nothing.
    await page.goto(NURSING.path);
    await expect(page.getByRole("heading", { level: 1, name: NURSING.title })).toBeVisible();
    await expect(page.getByRole("button", { name: /to shortlist/ })).toHaveCount(0);
    await context.close();

    const scan = await browser.newContext();
    const seen = await scan.newPage();
    await asWithoutJavaScript(seen);
    await seen.goto(`${COMPARE}?course=${NURSING.code}&course=${FITNESS.code}`);
    await expect(table(seen).getByRole("columnheader")).toHaveCount(2);
    await expectNoAxeViolations(seen, "compare without JavaScript");
    await seen.goto(SHORTLIST);
    await expect(seen.getByText("Your shortlist is kept in this browser, so it needs JavaScript to show.")).toBeVisible();
    await expectNoAxeViolations(seen, "shortlist without JavaScript");
    await seen.goto(NURSING.path);
    await expect(seen.getByRole("button", { name: /to shortlist/ })).toHaveCount(0);
    await expectNoAxeViolations(seen, "course page without JavaScript");
    await scan.close();
  });

  test("bad, unknown and too many codes are said plainly, never as an error @phone", async ({ page }) => {
    const response = await page.goto(`${COMPARE}?course=HB-NS&course=%3Cscript%3E&course=ZZ99&course=hbns&course=HBNS&course=SIS40221&course=NBIT&course=ABAR&course=BBNS`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText("“HB-NS”, “<script>” are not course codes, so they were left out.")).toBeVisible();
    await expect(page.getByText("Not found: ZZ99.")).toBeVisible();
    await expect(page.getByText(/You can compare up to 4 courses at a time, so these were left out: ABAR, BBNS\./)).toBeVisible();
    // The address's order, repeats dropped, the code's own letter case shown.
    await expect(table(page).getByRole("columnheader")).toHaveText([/Bachelor of Nursing/, /Certificate IV in Fitness/, /Bachelor of Information Technology/]);
    await expect(table(page).getByRole("columnheader").first()).toContainText("HBNS");
    await expectNoAxeViolations(page, "compare with problems");

    await page.goto(`${COMPARE}?course=${"x".repeat(300)}`);
    await expect(page.getByText(/^“x{24}…” is not a course code/)).toBeVisible();
    await expect(page.getByRole("link", { name: "your shortlist" })).toHaveAttribute("href", SHORTLIST);
    await expect(table(page)).toHaveCount(0);
    await expectNoAxeViolations(page, "compare with nothing to compare");
  });
});
