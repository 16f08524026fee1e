import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

const PAGE = "/study-at-yu/how-to-apply";

/* The video hosts are not reachable offline (and must not be contacted by tests): their iframes stay empty. */
async function open(page: Page) {
  await page.route(/youtube\.com|vimeo\.com/, (route) => route.abort());
  const response = await page.goto(PAGE);
  expect(response?.status()).toBe(200);
}

test.describe("landing page components", () => {
  test("accordion: separate expanders, open all and close all, keyboard @phone", async ({ page }) => {
    await open(page);
    const section = page.getByRole("region", { name: "Which way should I apply?" });
    const first = section.getByRole("button", { name: "I'm in Year 12 (or finished school last year)" });
    const second = section.getByRole("button", { name: "I'm changing careers or returning to study" });
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expectNoAxeViolations(page, "accordion closed");

    await first.click();
    await second.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(section.getByRole("region", { name: "I'm in Year 12 (or finished school last year)" })).toContainText("VTAC");

    const toggleAll = section.getByRole("button", { name: "Open all" });
    await toggleAll.click();
    await expect(section.getByRole("button", { name: "Close all" })).toBeVisible();
    await expect(section.getByRole("button", { expanded: true })).toHaveCount(4);
    await expectNoAxeViolations(page, "accordion all open");
    await section.getByRole("button", { name: "Close all" }).click();
    await expect(section.getByRole("button", { expanded: true })).toHaveCount(0);
    await expect(section.getByRole("button", { name: "Open all" })).toBeVisible();
  });

  test("accordion: single mode keeps one item open, with subtitle and title link", async ({ page }) => {
    await open(page);
    const section = page.getByRole("region", { name: "After you apply" });
    await expect(section.getByRole("button", { name: /Open all|Close all/ })).toHaveCount(0);
    const confirm = section.getByRole("button", { name: /We confirm your application/ });
    const assess = section.getByRole("button", { name: /We assess it/ });
    await expect(assess).toContainText("Usually two to four weeks");
    await confirm.click();
    await assess.click();
    await expect(confirm).toHaveAttribute("aria-expanded", "false");
    await expect(assess).toHaveAttribute("aria-expanded", "true");
    await expect(section.getByRole("link", { name: "Check your course's entry requirements" })).toBeVisible();
    // Opening scrolls the item's header into view (500 ms animation).
    await expect.poll(async () => assess.evaluate((el) => el.getBoundingClientRect().top), { timeout: 2000 }).toBeLessThan(200);
    await expectNoAxeViolations(page, "single accordion open");
  });

  test("tabs: arrow keys move and select @phone", async ({ page }) => {
    await open(page);
    const tablist = page.getByRole("tablist", { name: "What you need to apply" });
    const undergraduate = tablist.getByRole("tab", { name: "Undergraduate" });
    await expect(undergraduate).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Undergraduate" })).toContainText("VCE results");
    await undergraduate.focus();
    await page.keyboard.press("ArrowRight");
    const postgraduate = tablist.getByRole("tab", { name: "Postgraduate" });
    await expect(postgraduate).toBeFocused();
    await expect(postgraduate).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Postgraduate" })).toContainText("research proposal");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(tablist.getByRole("tab", { name: "TAFE" })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(undergraduate).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolations(page, "tabs");
  });

  test("video transcript opens in a panel: Tab stays inside, Escape returns focus @phone", async ({ page }) => {
    await open(page);
    const section = page.getByRole("region", { name: "Hear from students who applied" });
    await expect(section.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.youtube\.com\/embed\/[\w-]+\?rel=0/);
    await expect(section.locator("iframe")).toHaveAttribute("title", "The Block Model explained in two minutes");
    const link = section.getByRole("button", { name: "The Block Model explained in two minutes - transcript" });
    await link.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Transcript" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("The Block Model explained in two minutes");
    await expect(dialog).toContainText("one unit at a time");
    await expect(page.locator("html")).toHaveClass(/has-open-panel/);
    await expectNoAxeViolations(page, "transcript panel");
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
    await expect(page.locator("html")).not.toHaveClass(/has-open-panel/);

    await link.click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });

  test("banner video plays and pauses @phone", async ({ page }) => {
    await open(page);
    const section = page.getByRole("region", { name: "Footscray Park from above" });
    await expect(section.locator("iframe")).toHaveAttribute("src", /enablejsapi=1/);
    const toggle = section.getByRole("button", { name: "Play video" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expectNoAxeViolations(page, "banner video playing");
    await toggle.press("Space");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  });

  test("related links with a hidden title, buttons and documents @phone", async ({ page }) => {
    await open(page);
    const contact = page.getByRole("region", { name: "Contact us" });
    await expect(contact.getByRole("heading", { name: "Contact us" })).toHaveClass(/visually-hidden/);
    await expect(contact.getByRole("link", { name: "Call 1300 975 710" })).toHaveAttribute("href", "tel:+611300975710");

    const buttons = page.getByRole("region", { name: "Other ways to start" });
    await expect(buttons.getByRole("link", { name: "Find a course" })).toHaveAttribute("href", "/study-at-yu/courses");
    await expect(buttons.getByRole("button", { name: "Mobile upload (coming soon)" })).toBeDisabled();

    const documents = page.getByRole("region", { name: "Documents" });
    const checklist = documents.getByRole("link", { name: "Application checklist (PDF, 2.56 KB)" });
    await expect(checklist).toHaveAttribute("href", /\/sites\/default\/files\/site\/documents\/application-checklist\.pdf$/);
    await expect(documents).toContainText("PDF, 2.56 KB");
    await expectNoAxeViolations(page, "links, buttons, documents");
  });

  test("without JavaScript every accordion and tab panel is readable", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await open(page);
    await expect(page.getByText("Apply for undergraduate courses and most diplomas through VTAC")).toBeVisible();
    await expect(page.getByText("a two-page research proposal agreed with your supervisor")).toBeVisible();
    await context.close();
  });
});
