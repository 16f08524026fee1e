import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { PORTS } from "../support/ports";

/* A form of several pages (Drupal's wizard pages: content/site/webforms.yaml open_day_registration): one page at a
 * time with its progress, each page checked before the next, Previous keeping what was typed, the whole form sent
 * once from the last page; with scripts and without. */

const REGISTER = "/about-yu/open-day-registration";
const CONTENT = `http://localhost:${PORTS.content}`;

type Entry = Record<string, unknown>;

async function stored(request: APIRequestContext): Promise<Entry[]> {
  const login = await request.post(`${CONTENT}/api/v1/user/login?_format=json&site=7`, { data: { name: "editor", pass: "demo-editor-password" } });
  const token = ((await login.json()) as { auth_token: string }).auth_token;
  const list = await request.get(`${CONTENT}/api/v1/webform_submission/open_day_registration?site=7`, { headers: { "x-authorization": `Bearer ${token}` } });
  expect(list.status()).toBe(200);
  return ((await list.json()) as { data: { attributes: { data: Entry } }[] }).data.map((d) => d.attributes.data);
}

async function goThrough(page: Page, email: string, scan: boolean) {
  const form = page.locator('.webform[data-webform="open_day_registration"]');
  await expect(form.getByText("Page 1 of 3: Your details")).toBeVisible();
  await expect(form.getByRole("radio", { name: "Sunshine" })).toHaveCount(0);
  await expect(form.getByRole("button", { name: "Register" })).toHaveCount(0);
  if (scan) await expectNoAxeViolations(page, "first page");

  // Next checks this page only.
  await form.getByLabel("First name").fill("Ada");
  await form.getByRole("button", { name: "Next >" }).click();
  await expect(form.locator(".webform-summary").getByRole("link", { name: "Email field is required." })).toBeVisible();
  await expect(form.getByText("Page 1 of 3: Your details")).toBeVisible();
  if (scan) await expectNoAxeViolations(page, "first page refused");
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByRole("button", { name: "Next >" }).click();

  await expect(form.getByText("Page 2 of 3: Your visit")).toBeVisible();
  await expect(form.getByLabel("First name")).toHaveCount(0);
  await form.getByRole("radio", { name: "Sunshine" }).check();
  await form.getByRole("checkbox", { name: "Course talks" }).check();
  // Previous keeps what was typed, on both pages.
  await form.getByRole("button", { name: "< Previous" }).click();
  await expect(form.getByText("Page 1 of 3: Your details")).toBeVisible();
  await expect(form.getByLabel("First name")).toHaveValue("Ada");
  await form.getByRole("button", { name: "Next >" }).click();
  await expect(form.getByRole("radio", { name: "Sunshine" })).toBeChecked();
  await form.getByRole("button", { name: "Next >" }).click();

  await expect(form.getByText("Page 3 of 3: Anything else")).toBeVisible();
  await form.getByLabel("Access needs").fill("Step-free entrance, please.");
  if (scan) await expectNoAxeViolations(page, "last page");
  await form.getByRole("button", { name: "Register" }).click();
  await expect(form.getByRole("status").filter({ hasText: "Thanks Ada, you're registered for Open Day." })).toBeVisible();
  await expect(form.locator("form")).toHaveCount(0);
  if (scan) await expectNoAxeViolations(page, "registered");
}

test.describe("a form of several pages", () => {
  test("with scripts: page by page, checked, back and forth, sent once @phone", async ({ page, request }, testInfo) => {
    const email = `ada.wizard.${testInfo.project.name}.${Date.now()}@example.edu`;
    expect((await page.goto(REGISTER))?.status()).toBe(200);
    await expect(page.locator(".webform[data-ready]")).toBeVisible();
    await goThrough(page, email, true);
    const mine = (await stored(request)).filter((e) => e.email === email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ first_name: "Ada", campus: "sunshine", interests: ["talks"], access_needs: "Step-free entrance, please." });
  });
});

test.describe("a form of several pages without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("each press of Next and Previous is answered by the server, and the last sends the whole form once @phone", async ({ page, request }, testInfo) => {
    const email = `ada.wizard.noscript.${testInfo.project.name}.${Date.now()}@example.edu`;
    expect((await page.goto(REGISTER))?.status()).toBe(200);
    await goThrough(page, email, false);
    const mine = (await stored(request)).filter((e) => e.email === email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ first_name: "Ada", campus: "sunshine", interests: ["talks"], access_needs: "Step-free entrance, please." });
  });
});
