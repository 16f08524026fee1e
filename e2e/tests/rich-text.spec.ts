import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

test.describe("rich text", () => {
  test("shows media embedded in the text as a download link with its kind and size @phone", async ({ page }) => {
    await page.goto("/about-yu/vision-mission/accessibility-of-our-website");
    const doc = page.getByRole("main").locator(".embedded-document");
    await expect(doc.getByRole("link", { name: "Strategic Plan 2026–2030: summary" })).toHaveAttribute("href", /\/strategic-plan-summary\.pdf$/);
    await expect(doc).toContainText(/\(PDF, \d+(\.\d+)? (Bytes|KB|MB)\)/);
    await expect(page.getByText("Malformed DrupalMedia tag")).toHaveCount(0);
    await expectNoAxeViolations(page, "page with embedded media");
  });

  test("renders a markdown body with its list, emphasis and line breaks", async ({ page }) => {
    await page.goto("/about-yu/news-events/news/next-teaching-block-key-dates");
    const main = page.getByRole("main");
    await expect(main.getByRole("listitem").filter({ hasText: "Census date" })).toBeVisible();
    await expect(main.locator("strong", { hasText: "key dates" })).toBeVisible();
    await expect(main.locator("p", { hasText: "Student Hub: 03 5550 1000" }).locator("br")).toHaveCount(2);
    await expect(main).not.toContainText("**");
  });
});
