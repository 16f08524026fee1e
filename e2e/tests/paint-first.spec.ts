import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";

// A page paints before its scripts run: the server takes Next's script tags out of the head and one inline loader
// adds them once the browser reports the first contentful paint (apps/site/server/stages/scripts-after-paint.mjs).
const COURSE = "/courses/bachelor-of-nursing-hbns";

test.describe("pages paint before their scripts run", () => {
  test("the page's HTML has its content before any script that would run on arrival", async ({ request }) => {
    for (const headers of [{}, { "accept-encoding": "gzip" }] as Record<string, string>[]) {
      const html = await (await request.get(COURSE, { headers })).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, "no script runs from the head").not.toMatch(/<script src="[^"]+" async="">/);
      const summary = html.indexOf("page-header__summary");
      const loader = html.indexOf('performance.mark("scripts-after-paint")');
      expect(summary).toBeGreaterThan(0);
      expect(loader, "the loader follows the content").toBeGreaterThan(summary);
      expect(html.slice(0, loader)).not.toMatch(/<script src="[^"]+" async="">/);
    }
  });

  for (const width of [1280, 375]) {
    test(`at ${width} px the first paint comes first, then the page becomes interactive`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(String(error)));
      await page.goto(COURSE);
      await expect.poll(() => page.evaluate(() => performance.getEntriesByName("scripts-after-paint").length)).toBe(1);
      const times = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        scripts: performance.getEntriesByName("scripts-after-paint")[0]?.startTime ?? Number.NaN,
      }));
      expect(times.scripts, "the scripts are added after the first contentful paint").toBeGreaterThan(times.paint);

      // Interactive: a control that only the scripts make work.
      const toggle = width < 1024 ? page.getByRole("button", { name: "Toggle menu" }) : page.locator(".nav-list--l1 .nav-toggle").first();
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expectNoAxeViolations(page, `${COURSE} at ${width} px, menu open`);
      expect(errors).toEqual([]);
    });
  }

  test("a page opened in a hidden tab gets its scripts at once", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    });
    await page.goto(COURSE);
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName("scripts-after-paint").length)).toBe(1);
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('script[src*="/_next/static/chunks/"]').length)).toBeGreaterThan(3);
  });
});
