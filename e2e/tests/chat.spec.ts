import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { PORTS } from "../support/ports";

/* The chat widget: a launcher on the paths the chat block lists, the site's own assistant (answers from the site
 * search and its best bets) in a modal dialog, and 'Leave a message', stored as a chat_message submission. */

const LISTED = "/about-yu/contact-us";
const UNLISTED = "/help";

const launcher = (page: Page) => page.getByRole("button", { name: "Chat", exact: true });
const chat = (page: Page) => page.getByRole("dialog", { name: "Ask Yarra University" });

async function openChat(page: Page) {
  await launcher(page).click();
  await expect(chat(page)).toBeVisible();
  await expect(chat(page).getByLabel("Your question")).toBeFocused();
}

test.describe("chat", () => {
  test("shows the launcher on listed paths only, never on /choose-yu", async ({ page }) => {
    for (const path of ["/", LISTED, "/study-at-yu"]) {
      await page.goto(path);
      await expect(launcher(page), path).toBeVisible();
    }
    for (const path of [UNLISTED, "/choose-yu"]) {
      await page.goto(path);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(launcher(page), path).toHaveCount(0);
    }
  });

  test("stays in reach as the page scrolls and hides nothing at the end of the page @phone", async ({ page }) => {
    await page.goto(LISTED);
    const button = launcher(page);
    await expect(button).toBeVisible();
    const lastLine = page.getByRole("contentinfo").getByText(/^© /);
    // Scrolled to the very end (again, while images and fonts still change the page's height), the last line of
    // the footer ends above the launcher.
    await expect.poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const box = await button.boundingBox();
      const last = await lastLine.boundingBox();
      const atEnd = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
      return atEnd && box && last ? box.y - (last.y + last.height) : -1;
    }).toBeGreaterThanOrEqual(0);
    await expect(button).toBeInViewport();
  });

  test("is not shown without JavaScript, where it could do nothing", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(LISTED);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(launcher(page)).toBeHidden();
    await context.close();
  });

  test("loads the chat's code only when the launcher is pressed", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(LISTED, { waitUntil: "networkidle" });
    const before = new Set(scripts);
    await expect(launcher(page)).toBeVisible();
    await openChat(page);
    const loadedOnOpen = scripts.filter((url) => !before.has(url));
    expect(loadedOnOpen.length, "scripts fetched when the chat opened").toBeGreaterThan(0);
  });

  test("opens and closes from the keyboard, keeping focus inside", async ({ page }) => {
    await page.goto(LISTED);
    const button = launcher(page);
    const box = (await button.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expectNoAxeViolations(page, "chat closed");

    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = chat(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Your question")).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "true");

    // Tab goes round the dialog's controls and never reaches the page behind it.
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close chat" }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("answers from the site search with linked pages, then takes a message @phone", async ({ page }) => {
    await page.goto(LISTED);
    await openChat(page);
    const dialog = chat(page);
    await expectNoAxeViolations(page, "chat open");

    const viewport = page.viewportSize()!;
    if (viewport.width < 576) {
      // A full-width sheet on a phone.
      const box = (await dialog.boundingBox())!;
      expect(Math.round(box.width)).toBe(viewport.width);
    }

    // Too short: said, and nothing asked.
    await dialog.getByRole("button", { name: "Ask" }).click();
    await expect(dialog.getByText("Type a question of at least 2 characters.")).toBeVisible();

    // A best-bet trigger: the best bet first, as a link to this site's page.
    await dialog.getByLabel("Your question").fill("fees");
    await dialog.getByRole("button", { name: "Ask" }).click();
    const status = dialog.getByRole("status");
    await expect(status).toContainText(/about "fees"/);
    const answers = dialog.locator(".chat-panel__answers").last();
    const first = answers.getByRole("link").first();
    await expect(first).toHaveText("Fees and money");
    await expect(first).toHaveAttribute("href", "/help");
    await expect(answers.getByText("Recommended")).toBeVisible();
    await expectNoAxeViolations(page, "chat answered");

    // A question the site has pages about: several links, our own as paths.
    await dialog.getByLabel("Your question").fill("nursing");
    await dialog.getByRole("button", { name: "Ask" }).click();
    await expect(status).toContainText(/about "nursing"/);
    const nursing = dialog.locator(".chat-panel__answers").last().getByRole("link");
    expect(await nursing.count()).toBeGreaterThanOrEqual(2);
    expect(await nursing.first().getAttribute("href")).toMatch(/^\//);

    // Nothing found: said, with a way to leave a message.
    await dialog.getByLabel("Your question").fill("zzqx wobbleflarp");
    await dialog.getByRole("button", { name: "Ask" }).click();
    await expect(status).toContainText("couldn't find anything");

    await dialog.getByRole("button", { name: "Leave a message" }).click();
    await expect(dialog.getByRole("heading", { name: "Leave a message" })).toBeFocused();
    await dialog.getByLabel("Your email").fill("jane@example");
    await dialog.getByRole("button", { name: "Send message" }).click();
    await expect(dialog.getByText("Enter your name.")).toBeVisible();
    await expect(dialog.getByText("Enter an email address in the correct format, like name@example.com.")).toBeVisible();
    await expect(dialog.getByText("Enter your message.")).toBeVisible();
    await expect(dialog.getByLabel("Your name")).toBeFocused();
    await expect(dialog.getByLabel("Your email")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, "chat message with errors");

    await dialog.getByLabel("Your name").fill("Jane Citizen");
    await dialog.getByLabel("Your email").fill("jane@example.com");
    await dialog.getByLabel("Your message").fill("Does the nursing course run at Sunshine?");
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/webform/chat_message") && r.method() === "POST");
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/webform/chat_message"));
    await dialog.getByRole("button", { name: "Send message" }).click();
    const data = ((await sent).postDataJSON() as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({
      name: "Jane Citizen", email: "jane@example.com", message: "Does the nursing course run at Sunshine?",
      question: "zzqx wobbleflarp", page: LISTED, website: "",
    });
    expect(typeof data.form_started_at).toBe("number");
    const reply = (await (await answered).json()) as { ok: boolean; sid: string };
    expect(reply.ok).toBe(true);

    await expect(dialog.getByRole("heading", { name: "Message sent" })).toBeFocused();
    await expect(dialog.getByText(`Your reference is ${reply.sid}.`)).toBeVisible();
    await expectNoAxeViolations(page, "chat message sent");
  });

  test("says so when the search service is slow, without any detail of the failure", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(`http://localhost:${PORTS.siteSearchSlow}${LISTED}`);
    await openChat(page);
    const dialog = chat(page);
    await dialog.getByLabel("Your question").fill("nursing");
    await dialog.getByRole("button", { name: "Ask" }).click();
    const conversation = dialog.getByRole("list", { name: "Conversation" });
    await expect(conversation.getByText("Sorry, I can't search the website right now.", { exact: false })).toBeVisible({ timeout: 20_000 });
    await expect(conversation).not.toContainText(/error|ECONN|timeout|at \w+ \(/i);
    await expect(dialog.getByRole("button", { name: "Leave a message" })).toBeVisible();
  });
});
