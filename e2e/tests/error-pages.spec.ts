import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

const NOT_FOUND_INTRO =
  "Sorry, we can't find the page you were looking for. It may have been moved or deleted. Here are some links that we hope help:";
const HELPFUL_LINKS = ["Search for a course", "Search the website", "Go to the home page", "Frequently asked questions", "Contact us", "Sitemap"];

/** The text of a server answer as a visitor without scripts reads it: markup only, inline script data dropped. */
function visibleHtml(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

function decoded(text: string): string {
  return text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}

test.describe("error pages in the server's HTML", () => {
  test("a 404 carries its heading, text and links in the HTML itself, with its status", async ({ request }) => {
    const cases = [
      { path: "/this-page-does-not-exist", heading: "Page not found", text: NOT_FOUND_INTRO },
      { path: "/units/NIT1101/extra", heading: "This page could not be found", text: NOT_FOUND_INTRO },
      { path: "/about-yu/news-events/events/all/9", heading: "Page not found", text: "There is no page 9 of Events: it has 3 pages." },
      { path: "/yu-online/no-such-page", heading: "Page not found", text: "We couldn't find that page on YU Online." },
    ];
    for (const { path, heading, text } of cases) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).not.toContain("__next_error__");
      const markup = decoded(visibleHtml(html));
      expect(markup, path).toMatch(/<html lang="en"/);
      expect(markup, path).toContain(`<h1 class="page-title">${heading}</h1>`);
      expect(markup, path).toContain(text);
      expect(markup, path).toContain("<title>Page not found</title>");
    }
    const markup = decoded(visibleHtml(await (await request.get("/this-page-does-not-exist")).text()));
    for (const name of HELPFUL_LINKS) expect(markup).toContain(`>${name}</a>`);
  });

  test("no visitor can ask for an error view directly", async ({ request }) => {
    const response = await request.get("/error-views/error/about-yu");
    expect(response.status()).toBe(404);
    const markup = visibleHtml(await response.text());
    expect(markup).toContain('<h1 class="page-title">Page not found</h1>');
    expect(markup).not.toContain("Something went wrong");
  });

  test("without JavaScript the 404 page reads and works in full @phone", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByText(NOT_FOUND_INTRO)).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
    await context.close();
  });

  test("with JavaScript the server's 404 page starts cleanly and its links navigate @phone", async ({ page }) => {
    const problems = watchForProblems(page);
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page, "server-rendered 404");
    await page.getByRole("main").getByRole("link", { name: "Contact us" }).click();
    await expect(page).toHaveURL(/\/about-yu\/contact-us$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Page not found");
    expect(problems).toEqual([]);
  });

  test("a 404 reached inside the site reloads once, then shows the server's 404 page", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const loads: string[] = [];
    page.on("load", () => loads.push(page.url()));
    await page.evaluate(() => {
      const next = (window as unknown as { next?: { router?: { push(href: string): void } } }).next;
      next?.router?.push("/no-page-reached-in-app");
    });
    await expect(page).toHaveURL(/\/no-page-reached-in-app$/);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    // One full load: the reload of the in-app 404. The page it loads is the server's own, so it stays.
    expect(loads).toEqual([expect.stringMatching(/\/no-page-reached-in-app$/)]);
  });
});

/** Console errors and uncaught exceptions (a failed hydration shows as either). */
function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    // Failed resource loads are the 404 itself and this test site's analytics, served from an address nothing
    // listens on: statuses, not faults of the page.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) problems.push(`console: ${message.text()}`);
  });
  return problems;
}
