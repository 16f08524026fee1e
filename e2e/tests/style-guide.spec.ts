import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

const PAGE = "/mockContent";

/** Every section of the guide, by its heading (templates/style-guide/guide-sections.ts). */
const SECTIONS = [
  "Site alerts: emergency, warning and information",
  "Breadcrumbs",
  "Accordion: several items open at once",
  "Accordion: one item open at a time",
  "Accordion: numbered items",
  "Tabs",
  "Video with a transcript panel",
  "Video: banner variant",
  "Buttons: every type and size",
  "Buttons: link, button and submit kinds",
  "Buttons: icons and disabled",
  "Call to action: banner",
  "Call to action: card, without and with an image",
  "Related links: related, contact, tools and hidden title",
  "Key dates with a call to action",
  "Cards: news, event, past event, course, unit and page",
  "Course cards: with and without an intake",
  "Rich text: headings, lists and links",
  "Rich text: table",
  "Rich text: quote",
  "Rich text: statistics",
  "Image figures: plain, and with caption, source and description",
  "Media gallery",
  "Documents to download",
  "Link list",
  "Pagination: first page and a middle page",
  "Web form: errors after a refused submit",
  "Web form: success alert",
  "Web form: failure alert",
  "Web form: select summary, two-handle slider, date, and sending again after Clear form",
];

/* The video hosts are not reachable offline (and must not be contacted by tests): their iframes stay empty. */
async function open(page: Page) {
  await page.route(/youtube\.com|vimeo\.com/, (route) => route.abort());
  const response = await page.goto(PAGE);
  expect(response?.status()).toBe(200);
  return response;
}

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("style guide", () => {
  test("a page of every component that search engines leave alone @phone", async ({ page }) => {
    const response = await open(page);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    const robots = (await page.locator('meta[name="robots"]').getAttribute("content")) ?? "";
    expect(robots).toMatch(/noindex/);
    expect(robots).toMatch(/nofollow/);
    await expect(page.getByRole("heading", { level: 1, name: "Style guide", exact: true })).toBeVisible();

    const contents = page.getByRole("navigation", { name: "On this page" });
    await expect(contents.getByRole("link")).toHaveCount(SECTIONS.length);
    for (const name of SECTIONS) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeAttached();
      await expect(contents.getByRole("link", { name, exact: true })).toHaveAttribute("href", /^#guide-/);
    }
    await contents.getByRole("link", { name: "Key dates with a call to action" }).click();
    await expect(page).toHaveURL(/#guide-key-dates$/);
    await expectNoAxeViolations(page, "the whole style guide");
  });

  test("accordions open several items or one at a time @phone", async ({ page }) => {
    await open(page);
    const multiple = section(page, "Accordion: several items open at once");
    const apply = multiple.getByRole("button", { name: "How do I apply?" });
    const fees = multiple.getByRole("button", { name: "How much will my course cost?" });
    await expect(apply).toHaveAttribute("aria-expanded", "false");
    await apply.click();
    await fees.click();
    await expect(apply).toHaveAttribute("aria-expanded", "true");
    await expect(fees).toHaveAttribute("aria-expanded", "true");
    await expect(multiple.getByRole("region", { name: "How do I apply?" })).toContainText("VTAC");

    const single = section(page, "Accordion: one item open at a time");
    await expect(single.getByRole("button", { name: /Open all|Close all/ })).toHaveCount(0);
    const confirm = single.getByRole("button", { name: /We confirm your application/ });
    const assess = single.getByRole("button", { name: /We assess it/ });
    await confirm.click();
    await expect(confirm).toHaveAttribute("aria-expanded", "true");
    await assess.click();
    await expect(assess).toHaveAttribute("aria-expanded", "true");
    await expect(confirm).toHaveAttribute("aria-expanded", "false");
    await expectNoAxeViolations(page, "accordions open");
  });

  test("tabs switch panels @phone", async ({ page }) => {
    await open(page);
    const tablist = page.getByRole("tablist", { name: "What you need to apply" });
    await expect(tablist.getByRole("tab", { name: "Undergraduate" })).toHaveAttribute("aria-selected", "true");
    await tablist.getByRole("tab", { name: "Postgraduate" }).click();
    await expect(tablist.getByRole("tab", { name: "Postgraduate" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Postgraduate" })).toContainText("research proposal");
    await page.keyboard.press("ArrowRight");
    await expect(tablist.getByRole("tab", { name: "TAFE" })).toHaveAttribute("aria-selected", "true");
  });

  test("the video's transcript opens in a panel", async ({ page }) => {
    await open(page);
    const video = section(page, "Video with a transcript panel");
    await expect(video.locator("iframe")).toHaveAttribute("title", "A day on campus");
    await video.getByRole("button", { name: "A day on campus - transcript" }).click();
    const dialog = page.getByRole("dialog", { name: "Transcript" });
    await expect(dialog).toContainText("the campus is waking up");
    await expectNoAxeViolations(page, "transcript panel open");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("the web form shows its errors and its alerts @phone", async ({ page }) => {
    await open(page);
    const errors = section(page, "Web form: errors after a refused submit");
    await expect(errors.getByRole("heading", { name: "There is a problem" })).toBeVisible();
    for (const message of ["Enter your full name", "Enter your email address", "Choose a level of study", "Choose a campus", "Enter your question", "Agree to the privacy statement to continue"]) {
      await expect(errors.getByRole("link", { name: message })).toBeVisible();
    }
    await expect(errors.getByRole("textbox", { name: /Full name/ })).toHaveAttribute("aria-invalid", "true");

    await expect(section(page, "Web form: success alert").getByRole("status").filter({ hasText: "We have received your enquiry" })).toBeVisible();
    await expect(section(page, "Web form: failure alert").getByRole("alert")).toContainText("could not send your form");
    // The other states start fresh: no messages until the visitor sends them.
    await expect(section(page, "Web form: success alert").getByText("There is a problem")).toHaveCount(0);

    const alerts = section(page, "Site alerts: emergency, warning and information");
    await expect(alerts.getByRole("heading", { name: "Emergency: Campus closed today" })).toBeVisible();
    await expect(alerts.getByRole("heading", { name: "Information: Library hours extended" })).toBeVisible();
  });

  test("a filter form names its choices up to showitems, and sends itself again after Clear form @phone", async ({ page }) => {
    await open(page);
    const form = section(page, "Web form: select summary, two-handle slider, date, and sending again after Clear form");
    await expect(form.locator(".webform[data-ready]")).toBeVisible();
    // Two titles, then the rest counted (the element's showitems is 2).
    await expect(form.getByText("Selected: Footscray Park, City Tower + 1 more")).toBeVisible();
    const fees = form.getByRole("group", { name: "Yearly fees" });
    await expect(fees.getByRole("slider", { name: "Minimum" })).toHaveValue("8000");
    await expect(fees.getByRole("slider", { name: "Maximum" })).toHaveValue("24000");
    await expect(form.getByText("Enter a keyword.")).toHaveCount(0);

    // Clearing empties the answers and, as this form asks, sends it again: its required keyword now says so.
    await form.getByRole("textbox", { name: "Keyword" }).fill("nursing");
    await form.getByRole("button", { name: "Clear form" }).click();
    await expect(form.getByRole("textbox", { name: "Keyword" })).toHaveValue("");
    await expect(form.getByRole("link", { name: "Enter a keyword." })).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Keyword" })).toBeFocused();
    await expectNoAxeViolations(page, "style guide filter form after clear");
  });
});
