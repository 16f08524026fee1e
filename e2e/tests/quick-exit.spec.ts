import { type BrowserContext } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

const SUBSITE = "/dame-alice-rowe-centre";
const ESCAPE = "https://www.google.com.au/";

/** The escape page, served locally so the test never needs the network. */
async function fakeEscapePage(context: BrowserContext) {
  await context.route("https://www.google.com.au/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Google</title><h1>Search</h1>" }),
  );
}

test.describe("quick exit", () => {
  test("is absent on the main site", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("link", { name: "Quick exit" })).toHaveCount(0);
  });

  test("is on the Dame Alice Rowe Centre subsite, stays in reach as the page scrolls and hides nothing at the end @phone", async ({ page }) => {
    await page.goto(SUBSITE);
    const exit = page.getByRole("link", { name: "Quick exit", exact: true });
    await expect(exit).toBeVisible();
    await expect(exit).toHaveAttribute("href", ESCAPE);
    const before = (await exit.boundingBox())!;
    expect(before.width).toBeGreaterThanOrEqual(44);
    expect(before.height).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(page, "quick exit");

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(exit).toBeInViewport();
    const after = (await exit.boundingBox())!;
    expect(after).toEqual(before);

    // At the very end of the page the last line of the footer is clear of the button.
    const last = (await page.getByRole("contentinfo").getByText(/^© /).boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(after.y);
  });

  test("opens the escape page in a new tab and replaces the current page with it", async ({ page, context }) => {
    await fakeEscapePage(context);
    await page.goto(SUBSITE);
    const popup = context.waitForEvent("page");
    await page.getByRole("link", { name: "Quick exit", exact: true }).click();
    const tab = await popup;
    await expect(tab).toHaveURL(ESCAPE);
    await expect(page).toHaveURL(ESCAPE);
    // The site's page was replaced, not left behind in this tab's history.
    await page.goBack().catch(() => null);
    expect(page.url()).not.toContain(SUBSITE);
  });

  test("without JavaScript is a plain link to the escape page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await fakeEscapePage(context);
    const page = await context.newPage();
    await page.goto(SUBSITE);
    await page.getByRole("link", { name: "Quick exit", exact: true }).click();
    await expect(page).toHaveURL(ESCAPE);
    await context.close();
  });
});
