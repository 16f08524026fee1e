import { expect, test } from "@playwright/test";
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
});
