import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { PORTS } from "../support/ports";

/*
 * A site whose course search is a collection that names less than ours (e2e/support/collection-naming-less.mjs):
 * its course results have only the spec's fields (liveUrl, title, metaData.studyTopicArea, nextIntake), no
 * courseLevel, studyLevelFilter, provider or studyLevel, and no interest-area class. The browse page lists every
 * course the search answers for the area, under one plain heading, and never says there are none.
 */

const SITE = `http://localhost:${PORTS.siteNamingLess}`;
const ACCOUNTING = `${SITE}/study-at-yu/courses/browse-study-areas/business/accounting-finance`;
const cards = (page: Page) => page.locator(".interest-area .course-card");

/** The titles the collection answers for Business (spec §7: the area and its Higher Education diplomas), as the site asks. */
async function businessTitles(request: APIRequestContext, studentType: string): Promise<string[]> {
  const titles = new Set<string>();
  for (const area of ["Business", "Higher Education diploma"]) {
    const params = new URLSearchParams({
      collection: "yu-search-courses", profile: "_default", num_ranks: "500", query: "",
      "f.Tabs|courses": "Courses & units", "f.Student type|studentType": studentType, "f.Study area|studyTopicArea": area,
    });
    const answer = await request.get(`http://localhost:${PORTS.collectionNamingLess}/s/search.json?${params}`);
    expect(answer.status()).toBe(200);
    const { response } = (await answer.json()) as { response: { resultPacket: { results: { title: string; metaData: Record<string, string> }[] } } };
    for (const result of response.resultPacket.results) {
      // The stand-in answers with the spec's fields only: this is the collection the page is meant for.
      expect(Object.keys(result.metaData).filter((name) => name !== "nextIntake")).toEqual(["studyTopicArea"]);
      titles.add(result.title);
    }
  }
  return [...titles].sort((a, b) => a.localeCompare(b, "en"));
}

test.describe("a browse page on a collection whose courses name no level", () => {
  test("lists every course the search answers for the area under one plain heading, never 'no courses' @phone", async ({ page, request }) => {
    const domestic = await businessTitles(request, "Australian resident");
    expect(domestic.length).toBeGreaterThan(1);

    // The server's answer, before any script: the courses are in the page, the false message is not.
    const answer = await request.get(ACCOUNTING);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).not.toContain("are open to");
    // (React separates adjacent texts with empty comments.)
    expect(html.replaceAll("<!-- -->", "")).toContain(`<h2 id="level-other">Courses <span class="interest-area__group-count">(${domestic.length})</span></h2>`);

    await page.goto(ACCOUNTING);
    await expect(page.getByRole("heading", { level: 1, name: "Accounting & finance courses" })).toBeVisible();
    await expect(page.locator(".interest-area__broadened")).toHaveText("These are all Business courses. Our course search can't pick out the Accounting & finance ones on their own.");
    await expect(page.locator(".interest-area__count")).toHaveText(`${domestic.length} courses`);
    const group = page.locator("section", { has: page.getByRole("heading", { level: 2, name: `Courses (${domestic.length})` }) });
    await expect(group).toBeVisible();
    // Every course the search answered, A to Z, each a link to its page.
    await expect(group.locator(".course-card h3")).toHaveText(domestic);
    await expect(group.getByRole("link", { name: "Bachelor of Business", exact: true })).toHaveAttribute("href", "/courses/bachelor-of-business-bbns");
    await expect(page.getByText(/are open to/)).toHaveCount(0);
    await expectNoAxeViolations(page, "interest area on a collection naming no level");

    // The intake filter holds: each course it keeps has a dated next intake.
    await page.getByRole("navigation", { name: "Intake" }).getByRole("link", { name: /^Only courses with an upcoming intake/ }).click();
    await expect(page).toHaveURL(`${ACCOUNTING}?intake=upcoming`);
    const upcoming = await cards(page).count();
    expect(upcoming).toBeGreaterThan(0);
    expect(upcoming).toBeLessThanOrEqual(domestic.length);
    for (const fact of await cards(page).locator("dt:text-is('Next intake') + dd").allTextContents()) expect(fact).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expectNoAxeViolations(page, "interest area on a collection naming no level, upcoming intakes");
  });

  test("the international variant lists its own courses the same way, without scripts too", async ({ browser, request }) => {
    const international = await businessTitles(request, "International student");
    expect(international.length).toBeGreaterThan(0);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${ACCOUNTING}?audience=international`);
    await expect(page.locator(".page-header__summary")).toHaveText("Business · for international students");
    await expect(page.getByRole("heading", { level: 2, name: `Courses (${international.length})` })).toBeVisible();
    await expect(cards(page).locator("h3")).toHaveText(international);
    await expect(page.getByText(/are open to/)).toHaveCount(0);
    await context.close();
  });
});
