import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

const BROWSE = "/study-at-yu/courses/browse-study-areas";
const cards = (page: Page) => page.locator(".interest-area .course-card");
const toggle = (page: Page) => page.getByRole("navigation", { name: "Courses for" });
const intake = (page: Page) => page.getByRole("navigation", { name: "Intake" });

test.describe("study-area browse pages", () => {
  test("browse an area domestic, switch to international, keep only upcoming intakes @phone", async ({ page }) => {
    await page.goto(BROWSE);
    await expect(page.getByRole("heading", { level: 1, name: "Browse study areas" })).toBeVisible();
    await expect(page.locator(".study-areas__list").getByRole("heading", { level: 2 })).toHaveCount(10);
    await expect(toggle(page).getByRole("link", { name: "Domestic students" })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page, "study areas, domestic");

    await page.getByRole("link", { name: /^Accounting & finance\s*, undergraduate courses in Business$/ }).click();
    await expect(page).toHaveURL(`${BROWSE}/business/accounting-finance`);
    await expect(page.getByRole("heading", { level: 1, name: "Accounting & finance courses" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^Undergraduate/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^TAFE/ })).toBeVisible();
    // Higher Education diplomas come from the area's second request and sit under TAFE (spec §7, §9).
    const tafe = page.locator("section", { has: page.getByRole("heading", { level: 2, name: /^TAFE/ }) });
    await expect(tafe.getByRole("link", { name: "Diploma of Business (Higher Education)" })).toBeVisible();
    await expect(tafe.getByRole("link", { name: "Certificate IV in Accounting and Bookkeeping" })).toBeVisible();
    const degree = page.getByRole("link", { name: "Bachelor of Business", exact: true });
    await expect(degree).toHaveAttribute("href", "/courses/bachelor-of-business-bbns");
    await expect(cards(page).first().getByText("Next intake")).toBeVisible();
    await expectNoAxeViolations(page, "interest area, domestic");
    const domesticCount = await cards(page).count();

    await toggle(page).getByRole("link", { name: "International students" }).click();
    await expect(page).toHaveURL(`${BROWSE}/business/accounting-finance?audience=international`);
    await expect(page.locator(".page-header__summary")).toHaveText("Business · for international students");
    await expect(toggle(page).getByRole("link", { name: "International students" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Bachelor of Business", exact: true })).toHaveAttribute("href", "/courses/bachelor-of-business-bbns/international");
    await expect(page.getByRole("link", { name: "Certificate IV in Accounting and Bookkeeping" })).toHaveCount(0);
    expect(await cards(page).count()).toBeLessThan(domesticCount);
    await expectNoAxeViolations(page, "interest area, international");

    const all = await cards(page).count();
    await intake(page).getByRole("link", { name: /^Only courses with an upcoming intake/ }).click();
    await expect(page).toHaveURL(`${BROWSE}/business/accounting-finance?audience=international&intake=upcoming`);
    await expect(intake(page).getByRole("link", { name: /^Only courses with an upcoming intake/ })).toHaveAttribute("aria-current", "page");
    expect(await cards(page).count()).toBeLessThanOrEqual(all);
    for (const fact of await cards(page).locator("dt:text-is('Next intake') + dd").allTextContents()) expect(fact).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expectNoAxeViolations(page, "interest area, upcoming intakes");
  });

  test("no audience reaches another visitor: each variant is its own page", async ({ browser }) => {
    const international = await browser.newPage();
    await international.goto(`${BROWSE}/business/accounting-finance?audience=international`);
    await expect(international.locator(".page-header__summary")).toHaveText("Business · for international students");
    const domestic = await browser.newPage();
    await domestic.goto(`${BROWSE}/business/accounting-finance`);
    await expect(domestic.locator(".page-header__summary")).toHaveText("Business");
    await expect(domestic.getByRole("link", { name: "Certificate IV in Accounting and Bookkeeping" })).toBeVisible();
    await expect(domestic.getByRole("link", { name: "Bachelor of Business", exact: true })).toHaveAttribute("href", "/courses/bachelor-of-business-bbns");
    await Promise.all([international.close(), domestic.close()]);
  });

  test("the international index lists fewer levels, health leading with postgraduate", async ({ page }) => {
    await page.goto(`${BROWSE}?audience=international`);
    await expect(toggle(page).getByRole("link", { name: "International students" })).toHaveAttribute("aria-current", "page");
    const health = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Health & biomedicine" }) });
    await expect(health.getByRole("heading", { level: 3 }).first()).toHaveText("Postgraduate");
    await expect(health.getByRole("link", { name: /^Nursing/ }).first()).toHaveAttribute("href", /audience=international$/);
  });

  test("works without JavaScript, and an unknown interest area is not found", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${BROWSE}/health-biomedicine/nursing`);
    await intake(page).getByRole("link", { name: /^Only courses with an upcoming intake/ }).click();
    await expect(page).toHaveURL(`${BROWSE}/health-biomedicine/nursing?intake=upcoming`);
    await expect(page.getByRole("heading", { level: 1, name: "Nursing courses" })).toBeVisible();
    const missing = await page.goto(`${BROWSE}/business/underwater-basket-weaving`);
    expect(missing?.status()).toBe(404);
    await context.close();
  });
});
