import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { PORTS } from "../support/ports";

const BUSINESS = { path: "/courses/bachelor-of-business-bbns", title: "Bachelor of Business", code: "BBNS" };
const ENQUIRE = "/course-discovery/enquire";

type Entry = Record<string, unknown>;
const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []);
const events = async (page: Page, name: string) => (await dataLayer(page)).filter((e) => e.event === name);
const main = (page: Page) => page.getByRole("main");
const CONTENT = `http://localhost:${PORTS.content}`;

/** The course enquiries the content service stored, as a signed-in editor reads them back. */
async function storedEnquiries(request: APIRequestContext): Promise<Entry[]> {
  const login = await request.post(`${CONTENT}/api/v1/user/login?_format=json&site=7`, { data: { name: "editor", pass: "demo-editor-password" } });
  const token = ((await login.json()) as { auth_token: string }).auth_token;
  const list = await request.get(`${CONTENT}/api/v1/webform_submission/course_enquiry?site=7`, { headers: { "x-authorization": `Bearer ${token}` } });
  expect(list.status()).toBe(200);
  return ((await list.json()) as { data: { attributes: { data: Entry } }[] }).data.map((d) => d.attributes.data);
}

test.describe("acting on a course page", () => {
  test("Apply goes where this audience applies, and says what happens next @phone", async ({ page, context }) => {
    await context.route(/^https:\/\/(vtac\.edu\.au|apply\.[a-z]+\.edu\.au)\//, (route) => route.fulfill({ contentType: "text/html", body: "<title>Applications</title>" }));
    await page.goto(BUSINESS.path);
    const apply = main(page).getByRole("link", { name: /^Apply now/ }).first();
    await expect(apply).toBeVisible();
    await expect(apply).toHaveAttribute("href", /^https:\/\/vtac\.edu\.au\/courses\/\d{10}$/);
    await expect(main(page).getByText(/Apply through VTAC · VTAC code \d{10}/)).toBeVisible();
    const howTo = page.getByRole("region", { name: "How to apply" });
    await expect(howTo).toContainText("VTAC");
    await expectNoAxeViolations(page, "course page with its actions");

    // The click is counted, with the course's code, before the destination opens in a new window.
    const popup = page.waitForEvent("popup");
    await apply.click();
    await (await popup).close();
    await expect.poll(() => events(page, "apply_click")).toEqual([{ event: "apply_click", course_code: BUSINESS.code, audience: "domestic" }]);

    await page.goto(`${BUSINESS.path}/international`);
    const international = main(page).getByRole("link", { name: /^Apply now/ }).first();
    await expect(international).toHaveAttribute("href", /^https:\/\/apply\.[a-z]+\.edu\.au\/courses\/BBNS\?audience=international$/);
    await expect(page.getByRole("region", { name: "How to apply" })).toContainText(/visa|offer/i);
  });

  test("Enquire opens the course enquiry form for this course, and the campaign of the visit goes with it @phone", async ({ page, request }, testInfo) => {
    // Three pages, a form and two scans: a journey, not a single page.
    test.slow();
    const email = `mia.${testInfo.project.name}.${Date.now()}@example.edu`;
    // Arrived from a campaign, then a few pages of browsing before the enquiry.
    await page.goto(`/study-at-yu?utm_source=newsletter&utm_medium=email&utm_campaign=${encodeURIComponent("open-day <2026>")}`);
    await page.goto("/study-at-yu/courses/browse-study-areas/business");
    await page.goto(BUSINESS.path);
    await main(page).getByRole("link", { name: "Enquire" }).first().click();
    await expect(page).toHaveURL(`${ENQUIRE}?course_code=${BUSINESS.code}`);
    await expect(page.getByRole("heading", { level: 1, name: `Enquire about ${BUSINESS.title}` })).toBeVisible();
    await expect(page.getByRole("link", { name: `Back to ${BUSINESS.title}` })).toHaveAttribute("href", BUSINESS.path);
    await expectNoAxeViolations(page, "course enquiry");

    const form = page.locator(".webform");
    await form.getByLabel("First name").fill("Mia");
    await form.getByLabel("Last name").fill("Nguyen");
    await form.getByRole("textbox", { name: "Email" }).fill(email);
    await form.getByLabel("Level of study").selectOption({ label: "Undergraduate" });
    await form.getByLabel("Your question").fill("Can I start the accounting major in my first year?");
    await expect.poll(() => events(page, "enquiry_started")).toEqual([{ event: "enquiry_started", course_code: BUSINESS.code }]);
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/webform/course_enquiry") && r.method() === "POST");
    await form.getByRole("button", { name: "Send enquiry" }).click();
    const data = ((await sent).postDataJSON() as { data: Entry }).data;
    expect(data).toMatchObject({ course_code: BUSINESS.code, utm_source: "newsletter", utm_medium: "email", utm_campaign: "open-day 2026", utm_term: "" });
    const confirmation = form.getByRole("status").filter({ hasText: `Your enquiry about ${BUSINESS.title} (${BUSINESS.code}) has been sent.` });
    await expect(confirmation).toBeVisible();
    await expect.poll(() => events(page, "enquiry_sent")).toEqual([{ event: "enquiry_sent", course_code: BUSINESS.code }]);
    await expectNoAxeViolations(page, "course enquiry sent");
    // Stored with the course and the campaign.
    const stored = (await storedEnquiries(request)).find((e) => e.email === email);
    expect(stored).toMatchObject({ course_code: BUSINESS.code, utm_source: "newsletter", utm_medium: "email", utm_campaign: "open-day 2026", first_name: "Mia" });
  });

  test("an enquiry address names a course that is not there, or no course: the form still works, and says so", async ({ page }) => {
    await page.goto(`${ENQUIRE}?course_code=ZZZZ99`);
    await expect(page.getByRole("heading", { level: 1, name: "Course enquiry" })).toBeVisible();
    await expect(page.getByText("We couldn't find a course with the code “ZZZZ99”.")).toBeVisible();
    await expect(page.locator(".webform form")).toBeVisible();
    await page.goto(`${ENQUIRE}?course_code=${encodeURIComponent("<script>alert(1)</script>")}`);
    await expect(page.getByText("That isn't a course code we know.")).toBeVisible();
    await expectNoAxeViolations(page, "enquiry for an unknown course");
  });

  test("an enquiry page without scripts names the course and keeps its code in the address", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(BUSINESS.path);
    const enquire = page.getByRole("main").getByRole("link", { name: "Enquire" }).first();
    await expect(enquire).toHaveAttribute("href", `${ENQUIRE}?course_code=${BUSINESS.code}`);
    await enquire.click();
    await expect(page.getByRole("heading", { level: 1, name: `Enquire about ${BUSINESS.title}` })).toBeVisible();
    await context.close();
  });

  test("the fee estimate answers at once with scripts @phone", async ({ page }) => {
    await page.goto(BUSINESS.path);
    const fees = page.getByRole("region", { name: "Fees", exact: true });
    await expect(fees.getByRole("table", { name: /Indicative fees for 2026/ })).toBeVisible();
    const estimate = page.getByRole("form", { name: "Estimate your fees" });
    await expect(estimate).toContainText("$17,194 a year for 3 years");
    await estimate.getByLabel("Part time (half a full-time load)").check();
    await expect(estimate).toContainText("$8,597 a year for 6 years");
    await expect(estimate).toContainText("About $51,582 for the whole course.");
    await expect(page).toHaveURL(BUSINESS.path);
    await expect.poll(() => events(page, "fee_estimate")).toContainEqual({ event: "fee_estimate", course_code: BUSINESS.code, audience: "domestic", place: "csp", load: "part-time" });
    await estimate.getByLabel("Full-fee place").check();
    await expect(estimate).toContainText("Full-fee place, part time");
    await expectNoAxeViolations(page, "fee estimate");
  });

  test("the fee estimate is answered by the server without scripts", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(BUSINESS.path);
    const estimate = page.getByRole("form", { name: "Estimate your fees" });
    await estimate.getByLabel("Part time (half a full-time load)").check();
    await estimate.getByRole("button", { name: "Estimate my fees" }).click();
    await expect(page).toHaveURL(/\/course-discovery\/fee-estimate\?course=BBNS&audience=domestic&place=csp&load=part-time$/);
    await expect(page.getByRole("heading", { level: 1, name: `Fee estimate: ${BUSINESS.title}` })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("$8,597 a year for 6 years");
    await expect(page.getByRole("link", { name: `Back to ${BUSINESS.title}` })).toHaveAttribute("href", `${BUSINESS.path}#course-fees`);
    await page.goto("/course-discovery/fee-estimate?course=NOPE");
    await expect(page.getByText("We couldn't find fee figures for that course.")).toBeVisible();
    await context.close();
  });

  test("key dates with a calendar file, entry figures and the structure unit by unit @phone", async ({ page }) => {
    await page.goto(BUSINESS.path);
    const dates = page.getByRole("region", { name: "Key dates" });
    await expect(dates.getByRole("table", { name: "Applications for each intake" }).getByRole("row")).not.toHaveCount(1);
    await expect(dates.getByText(/Applications open|Closing soon|Opens /).first()).toBeVisible();
    const calendar = await page.request.get((await dates.getByRole("link", { name: /Add these dates to your calendar/ }).getAttribute("href")) ?? "");
    expect(calendar.status()).toBe(200);
    expect(calendar.headers()["content-type"]).toContain("text/calendar");
    expect(await calendar.text()).toContain(`SUMMARY:Applications close: ${BUSINESS.title}`);

    const entry = page.getByRole("region", { name: "Entry requirements" });
    await expect(entry.locator("dt", { hasText: "Lowest selection rank" })).toBeVisible();
    await expect(entry.getByRole("table", { name: /Who was admitted/ })).toContainText("Recent secondary education");

    const structure = page.getByRole("region", { name: "Course structure" });
    await expect(structure.getByRole("heading", { level: 3, name: "Year 1" })).toBeVisible();
    await expect(structure.locator("summary", { hasText: "Business Core" })).toBeVisible();
    await expectNoAxeViolations(page, "course key dates, entry and structure");
    await structure.getByRole("link", { name: /BCO1101/ }).click();
    await expect(page).toHaveURL("/units/BCO1101");
  });

  test("a unit names the courses and the majors, minors and cores that include it, and what it requires first @phone", async ({ page }) => {
    await page.goto("/units/BCO1101");
    await expect(page.getByRole("region", { name: "Courses that include this unit" }).getByRole("link", { name: new RegExp(BUSINESS.title) })).toBeVisible();
    await expect(page.getByRole("region", { name: "Majors, minors and cores that include this unit" }).getByRole("link", { name: /Business Core/ })).toBeVisible();
    await expectNoAxeViolations(page, "unit with its sets");
    // A later unit requires an earlier one.
    await page.goto("/units/BCO3000");
    await expect(page.getByRole("region", { name: "Prerequisites" }).getByRole("link").first()).toBeVisible();
  });

  test("on a phone the actions stay within reach as the course is read @phone", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "the foot bar is a phone's");
    await page.goto(BUSINESS.path);
    await page.getByRole("heading", { level: 2, name: "Course structure" }).scrollIntoViewIfNeeded();
    const bar = page.locator(".course-actions--bar");
    await expect(bar).toBeVisible();
    const box = await bar.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.y + box.height).toBeLessThanOrEqual(viewport?.height ?? 0);
    expect(box && viewport && box.y + box.height).toBeGreaterThan((viewport?.height ?? 0) - 4);
    await expect(bar.getByRole("link", { name: "Enquire" })).toBeVisible();
  });

  test("the printed course guide keeps the facts, dates, entry, structure and fees and gives the page's address", async ({ page }) => {
    await page.goto(BUSINESS.path);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".site-header")).toBeHidden();
    await expect(page.locator(".course-actions").first()).toBeHidden();
    await expect(page.locator(".course-scholarships")).toBeHidden();
    await expect(page.getByText(/This course guide is printed from http:\/\/localhost:\d+\/courses\/bachelor-of-business-bbns/)).toBeVisible();
    for (const name of ["Key dates", "Entry requirements", "Course structure", "Fees"]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    const pdf = await page.pdf({ format: "A4" });
    const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages).toBeGreaterThan(0);
    expect(pages).toBeLessThanOrEqual(2);
  });

  test("compare shows selection rank and a year's fees for the audience chosen", async ({ page }) => {
    await page.goto(`/course-discovery/compare?course=${BUSINESS.code}&course=HBNS`);
    const table = page.getByRole("table", { name: /^Courses compared/ });
    await expect(table.getByRole("rowheader", { name: "Lowest selection rank" })).toBeVisible();
    await expect(table.getByRole("row", { name: /Fees per year \(Australian students\)/ })).toContainText("$17,194");
    await page.getByRole("link", { name: "Show fees for international students" }).click();
    await expect(page).toHaveURL(/audience=international/);
    await expect(table.getByRole("row", { name: /Fees per year \(international students\)/ })).toBeVisible();
    await expectNoAxeViolations(page, "compare for international students");
  });
});
