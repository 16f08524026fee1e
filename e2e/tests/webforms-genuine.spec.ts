import { type Page, type Request } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

/* Genuine definitions served by the content service (content/drupal-config/): Tide's content-rating form, answered
 * with the keyboard only, and Drupal Webform's own contact form, whose visitor tokens the site leaves empty. */

const RATING = "/help";
const WRITE_TO_US = "/about-yu/contact-us/write-to-us";
// Drupal's token grammar: [type:name], the type without spaces, brackets or colons.
const RAW_TOKEN = /\[[^\s[\]:]+:[^[\]\s]+\]/;

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator(".webform[data-ready]").first()).toBeVisible();
}

function sentData(request: Request): Record<string, unknown> {
  return (request.postDataJSON() as { data: Record<string, unknown> }).data;
}

/** Presses Tab until the focused element matches, as a keyboard user moves through the page. */
async function tabTo(page: Page, selector: string, limit = 400) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

test.describe("Tide's content-rating form", () => {
  test("answered Yes and then No with the keyboard only: comments and submit appear, both answers sent @phone", async ({ page }) => {
    // Tabbing through the whole help page on a busy machine takes long: allow for it.
    test.slow();
    await open(page, RATING);
    const form = page.locator('.webform[data-webform="content_rating"]');
    const comments = form.getByLabel("Any comments? (optional)");
    const submit = form.getByRole("button", { name: "Submit", exact: true });
    await expect(comments).toBeHidden();
    await expect(submit).toBeHidden();
    await expectNoAxeViolations(page, "rating unanswered");

    // Start where a keyboard user reading the page would be, at the contact links just above the form; Tab into the
    // radio group; Space chooses the focused option (Yes); the rule `checked: true` holds for either answer.
    await page.getByRole("link", { name: "1300 975 710" }).first().focus();
    await tabTo(page, 'input[name="was_this_page_helpful"]');
    await expect(form.getByLabel("Yes")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(form.getByLabel("Yes")).toBeChecked();
    await expect(comments).toBeVisible();
    await expect(submit).toBeVisible();
    // Tide's title already says it is optional: said once, not twice.
    await expect(form.locator("label", { hasText: "Any comments?" })).toHaveText("Any comments? (optional)");

    await tabTo(page, "textarea");
    await page.keyboard.type("Clear and short.");
    await tabTo(page, 'button[type="submit"]');
    let sent = page.waitForRequest((r) => r.url().endsWith("/api/webform/content_rating") && r.method() === "POST");
    let answered = page.waitForResponse((r) => r.url().endsWith("/api/webform/content_rating") && r.request().method() === "POST");
    await page.keyboard.press("Enter");
    expect(sentData(await sent)).toMatchObject({ was_this_page_helpful: "Yes", comments: "Clear and short.", url: RATING });
    expect((await answered).status()).toBe(201);
    await expect(form.getByRole("status").filter({ hasText: "Thank you, your feedback is valuable to us." })).toBeVisible();

    // The form stays, emptied (Drupal's 'message' confirmation): answer again, No this time, by arrow key.
    await expect(comments).toBeHidden();
    await tabTo(page, 'input[name="was_this_page_helpful"]');
    await page.keyboard.press("ArrowDown");
    await expect(form.getByLabel("No")).toBeChecked();
    await expect(comments).toBeVisible();
    await tabTo(page, 'button[type="submit"]');
    sent = page.waitForRequest((r) => r.url().endsWith("/api/webform/content_rating") && r.method() === "POST");
    answered = page.waitForResponse((r) => r.url().endsWith("/api/webform/content_rating") && r.request().method() === "POST");
    await page.keyboard.press("Enter");
    expect(sentData(await sent)).toMatchObject({ was_this_page_helpful: "No", url: RATING });
    expect((await answered).status()).toBe(201);
    await expectNoAxeViolations(page, "rating sent twice");
  });
});

test.describe("Drupal Webform's contact form", () => {
  test("no raw token shown or sent; the visitor's name and email start empty; sent, then home @phone", async ({ page }) => {
    // The server's page holds no token, in text or in values.
    const html = await (await page.request.get(WRITE_TO_US)).text();
    expect(html).not.toMatch(/\[(webform-authenticated-user|current-user|site|webform|webform_submission|current-page):/);

    await open(page, WRITE_TO_US);
    const form = page.locator('.webform[data-webform="drupal_contact"]');
    await expect(form.getByLabel("Your Name")).toHaveValue("");
    await expect(form.getByLabel("Your Email")).toHaveValue("");
    await expect(page.locator("body")).not.toContainText(RAW_TOKEN);
    await expectNoAxeViolations(page, "Drupal contact form");

    await form.getByLabel("Your Name").fill("Jane Citizen");
    await form.getByLabel("Your Email").fill("jane@example.edu");
    await form.getByLabel("Subject").fill("A broken link");
    await form.getByLabel("Message").fill("The fees page links nowhere.");
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/webform/drupal_contact") && r.method() === "POST");
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/webform/drupal_contact") && r.request().method() === "POST");
    await form.getByRole("button", { name: "Send message" }).click();
    const data = sentData(await sent);
    expect(data).toMatchObject({ name: "Jane Citizen", email: "jane@example.edu", subject: "A broken link", message: "The fees page links nowhere." });
    expect(JSON.stringify(data)).not.toMatch(RAW_TOKEN);
    expect((await answered).status()).toBe(201);
    // confirmation_type url_message, confirmation_url '<front>': the home page.
    await expect(page).toHaveURL(/\/$/);
  });
});
