import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { PORTS } from "../support/ports";

const origin = `http://localhost:${PORTS.site}`;
const meta = (page: Page, attr: "name" | "property", key: string) =>
  page.locator(`meta[${attr}="${key}"]`).first().getAttribute("content");

test.describe("page head", () => {
  test("carries title, description, canonical, Open Graph, Twitter, sitesection, content-type and language", async ({ page }) => {
    await page.goto("/about-yu");
    const h1 = (await page.getByRole("heading", { level: 1 }).textContent())?.trim();
    await expect(page).toHaveTitle(`${h1} | Yarra University`);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${origin}/about-yu`);
    expect((await meta(page, "name", "description"))?.length).toBeGreaterThan(10);
    expect(await meta(page, "property", "og:title")).toBe(h1);
    expect(await meta(page, "property", "og:url")).toBe(`${origin}/about-yu`);
    expect(await meta(page, "property", "og:site_name")).toBe("Yarra University");
    expect(await meta(page, "property", "og:image")).toMatch(/^https?:\/\//);
    expect(await meta(page, "name", "twitter:card")).toMatch(/summary/);
    expect(await meta(page, "name", "twitter:image")).toMatch(/^https?:\/\//);
    expect(await meta(page, "name", "sitesection")).toBe("7");
    expect(await meta(page, "name", "content-type")).toBe("landing_page");
    expect(await meta(page, "name", "language")).toBe("en");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
  });

  test("a subsite page's sitesection is its subsite", async ({ page }) => {
    await page.goto("/centre-of-policy-studies-cops");
    expect(await meta(page, "name", "sitesection")).toBe("102");
  });

  test("the home page's canonical link is the bare origin", async ({ page }) => {
    await page.goto("/");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(origin);
  });
});
