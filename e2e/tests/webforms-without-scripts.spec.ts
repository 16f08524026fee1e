import { type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { PORTS } from "../support/ports";

/* Web forms without scripts (issue 37): the form is in the server's HTML, visible; sent as plain HTML, it is
 * answered by the site, which checks it with the same rules, draws it again with an error summary and each message
 * beside its field, keeps what was typed, and sends a valid answer to the content service once. Twice over: with
 * scripts off (the browser's setting), and with the site's scripts failing to load (scripts on, for the axe scans). */

const BUSINESS = { path: "/courses/bachelor-of-business-bbns", title: "Bachelor of Business", code: "BBNS" };
const ENQUIRE = `/course-discovery/enquire?course_code=${BUSINESS.code}&utm_source=newsletter&utm_medium=email&utm_campaign=open-day`;
const RATING = "/help";
const CONTENT = `http://localhost:${PORTS.content}`;

type Entry = Record<string, unknown>;

/** What the content service stored for a form, as a signed-in editor reads it back. */
async function stored(request: APIRequestContext, webformId: string): Promise<Entry[]> {
  const login = await request.post(`${CONTENT}/api/v1/user/login?_format=json&site=7`, { data: { name: "editor", pass: "demo-editor-password" } });
  const token = ((await login.json()) as { auth_token: string }).auth_token;
  const list = await request.get(`${CONTENT}/api/v1/webform_submission/${webformId}?site=7`, { headers: { "x-authorization": `Bearer ${token}` } });
  expect(list.status()).toBe(200);
  return ((await list.json()) as { data: { attributes: { data: Entry } }[] }).data.map((d) => d.attributes.data);
}

/** Scripts that never arrive: the site's own chunks fail, as on a network that blocks or drops them. */
async function failScripts(context: BrowserContext) {
  await context.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort());
}

async function sendEnquiry(page: Page, email: string, scan: boolean) {
  const response = await page.goto(ENQUIRE);
  expect(response?.status()).toBe(200);
  const form = page.locator(".webform form");
  await expect(form).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Enquire about ${BUSINESS.title}` })).toBeVisible();
  if (scan) await expectNoAxeViolations(page, "enquiry form without scripts");

  // Half answered: the site draws the form again with its summary, each message beside its field, the answers kept.
  await form.getByLabel("First name").fill("Ada");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  const summary = page.locator(".webform-summary");
  await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
  await expect(summary.getByRole("link", { name: "Last name field is required." })).toBeVisible();
  await expect(page.locator(".webform form").getByLabel("First name")).toHaveValue("Ada");
  const lastName = page.locator(".webform form").getByLabel("Last name");
  await expect(lastName).toHaveAttribute("aria-invalid", "true");
  // Each summary link names its field's control.
  const href = await summary.getByRole("link", { name: "Last name field is required." }).getAttribute("href");
  expect(href).toBe(`#${await lastName.getAttribute("id")}`);
  // The address the visitor came by (and its campaign) is kept.
  expect(page.url()).toContain(`course_code=${BUSINESS.code}`);
  if (scan) await expectNoAxeViolations(page, "enquiry refused without scripts");

  const again = page.locator(".webform form");
  await again.getByLabel("Last name").fill("Lovelace");
  await again.getByRole("textbox", { name: "Email" }).fill(email);
  await again.getByLabel("Level of study").selectOption({ label: "Undergraduate" });
  await again.getByLabel("Your question").fill("Can I take the accounting major part time?");
  await again.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Your enquiry about ${BUSINESS.title} (${BUSINESS.code}) has been sent.` })).toBeVisible();
  if (scan) await expectNoAxeViolations(page, "enquiry sent without scripts");
}

test.describe("with scripts off", () => {
  test.use({ javaScriptEnabled: false });

  test("an enquiry from a course page: refused half answered, then sent once with its course and campaign @phone", async ({ page, request }, testInfo) => {
    const email = `ada.${testInfo.project.name}.${Date.now()}@example.edu`;
    await page.goto(BUSINESS.path);
    // The course page's Enquire is a plain link to the form for this course.
    await expect(page.getByRole("main").getByRole("link", { name: "Enquire" }).first()).toHaveAttribute("href", `/course-discovery/enquire?course_code=${BUSINESS.code}`);
    await sendEnquiry(page, email, false);
    const mine = (await stored(request, "course_enquiry")).filter((e) => e.email === email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ course_code: BUSINESS.code, utm_source: "newsletter", utm_medium: "email", utm_campaign: "open-day", first_name: "Ada", last_name: "Lovelace" });
  });

  test("'Was this page helpful?': the comments and Submit show, and the answer is stored with the page's address @phone", async ({ page, request }, testInfo) => {
    const comment = `No scripts here (${testInfo.project.name} ${Date.now()}).`;
    await page.goto(RATING);
    const form = page.locator('.webform[data-webform="content_rating"] form');
    // Its rules show the comments and the button once an answer is chosen; with no script to run them, both show.
    await expect(form.getByLabel("Any comments? (optional)")).toBeVisible();
    await form.getByLabel("Yes").check();
    await form.getByLabel("Any comments? (optional)").fill(comment);
    await form.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you, your feedback is valuable to us." })).toBeVisible();
    const mine = (await stored(request, "content_rating")).filter((e) => e.comments === comment);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ was_this_page_helpful: "Yes", url: RATING });
  });
});

test.describe("with the site's scripts failing", () => {
  test("the enquiry form is drawn, refused and sent by the server, each state clean for axe @phone", async ({ page, context, request }, testInfo) => {
    await failScripts(context);
    const email = `ada.failed.${testInfo.project.name}.${Date.now()}@example.edu`;
    await sendEnquiry(page, email, true);
    expect((await stored(request, "course_enquiry")).filter((e) => e.email === email)).toHaveLength(1);
  });
});
