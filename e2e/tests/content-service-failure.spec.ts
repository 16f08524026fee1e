import { expect, test } from "@playwright/test";
import { PORTS, SLOW_SITE_TIMEOUT_MS } from "../support/ports";
import { expectNoAxeViolations } from "../support/axe";

const GENERIC = "Something went wrong and we're working to fix the problem. We'll be up and running shortly. Thanks for your patience.";

test.describe("content service failures", () => {
  test("with the content service down the visitor gets the error page at once, no stack trace", async ({ page }) => {
    const started = Date.now();
    // A path no other test visits, so no cached render can answer for it.
    const response = await page.goto(`http://localhost:${PORTS.siteContentDown}/about-yu/down-${Date.now()}`);
    expect(Date.now() - started).toBeLessThan(5000);
    expect([500, 503]).toContain(response?.status());
    await expect(page.getByRole("heading", { level: 1, name: "Error" })).toBeVisible();
    await expect(page.getByText(GENERIC)).toBeVisible();
    const html = await page.content();
    expect(html).not.toMatch(/ECONNREFUSED|TideError|\bat .+\.(js|ts):\d+/);
    await expectNoAxeViolations(page, "error page");
  });

  test("with the content service hanging the visitor gets the error page after the timeout, not a hang", async ({ page }) => {
    const started = Date.now();
    const response = await page.goto(`http://localhost:${PORTS.siteContentSlow}/about-yu/slow-${Date.now()}`);
    const elapsed = Date.now() - started;
    // Site data and the page each wait at most the timeout.
    expect(elapsed).toBeLessThan(SLOW_SITE_TIMEOUT_MS * 3 + 3000);
    expect([500, 503, 504]).toContain(response?.status());
    await expect(page.getByText(GENERIC)).toBeVisible();
  });
});
