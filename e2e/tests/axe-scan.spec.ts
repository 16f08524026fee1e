import { expectNoAxeViolations } from "../support/axe";
import { expect, test } from "../support/test";

// The suite's scan itself: it must find a WCAG failure, and only WCAG failures (the tags every page is held to).
test.describe("the accessibility scan", () => {
  test("reports a WCAG failure, and not a best-practice note", async ({ page }) => {
    const body = '<main><h1>Scan</h1><article><aside>Beside the article</aside><p>Text</p></article>';
    await page.setContent(`<!doctype html><html lang="en"><head><title>Scan</title></head><body>${body}</main></body></html>`);
    await expectNoAxeViolations(page, "a best-practice note only");
    await page.setContent(`<!doctype html><html lang="en"><head><title>Scan</title></head><body>${body}<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>`);
    await expect(expectNoAxeViolations(page, "an image without alt")).rejects.toThrow(/image-alt/);
  });
});
