import { expect, test } from "../support/test";
import { PORTS } from "../support/ports";

// The second test site serves /about-yu only; the main site is the first test site.
const partial = `http://localhost:${PORTS.siteContentDown}`;
const main = `http://localhost:${PORTS.site}`;

test.describe("paths another site serves", () => {
  test("a page this site does not serve is loaded from the main site's host, query and all", async ({ request }) => {
    const response = await request.get(`${partial}/study-at-yu/courses?tab=courses`, { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe(`${main}/study-at-yu/courses?tab=courses`);
    // Search is always this site's own (its content service being down, this one goes on to its per-request form).
    const search = await request.get(`${partial}/search?query=x`, { maxRedirects: 0 });
    expect(search.headers().location ?? "").not.toContain(main);
    expect(search.headers().location ?? "/search").toMatch(/^(http:\/\/localhost:\d+)?\/search\?/);
  });

  test("following an in-site link to such a page ends on the main site by a full page load", async ({ page }) => {
    // Links in view are prefetched once the browser is idle, but never another site's pages: such a prefetch can
    // only fail, and a click riding on a failed prefetch used to leave a blank page here.
    const routerFetches: string[] = [];
    page.on("request", (r) => {
      if (r.url().startsWith(partial) && new URL(r.url()).searchParams.has("_rsc")) routerFetches.push(new URL(r.url()).pathname);
    });
    await page.goto(`${partial}/about-yu/served-${Date.now()}`);
    await page.waitForTimeout(3000); // past the idle prefetch's 2 s deadline
    expect(routerFetches.filter((path) => !path.startsWith("/about-yu") && path !== "/search")).toEqual([]);
    // The error page (this site's content service is down) links home; home is the main site's.
    await page.getByRole("main").getByRole("link", { name: /home/i }).first().click();
    await expect(page).toHaveURL(`${main}/`, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
