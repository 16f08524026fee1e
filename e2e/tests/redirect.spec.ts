import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

test.describe("redirects from the content system", () => {
  test("a permanent redirect lands the visitor on the new page", async ({ page }) => {
    const response = await page.goto("/study");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/study-at-yu");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, "redirect target");
  });

  test("permanent and temporary redirects keep their exact status and send one Location", async ({ request }) => {
    const permanent = await request.get("/study", { maxRedirects: 0 });
    expect(permanent.status()).toBe(301);
    expect(permanent.headersArray().filter((h) => h.name.toLowerCase() === "location")).toHaveLength(1);
    expect(permanent.headers().location).toMatch(/\/study-at-yu$/);
    const temporary = await request.get("/apply", { maxRedirects: 0 });
    expect(temporary.status()).toBe(302);
    expect(temporary.headers().location).toMatch(/\/study-at-yu\/how-to-apply$/);
  });

  test("an external redirect leaves for the full URL", async ({ request }) => {
    const response = await request.get("/library", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("https://library.yu.edu.au/");
  });
});
