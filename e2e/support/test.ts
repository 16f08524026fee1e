import { test as base, expect, type Page } from "@playwright/test";

export { expect };

/** How long `goto` waits for a page's scripts to take over before it lets the test go on regardless. */
const SCRIPTS_WAIT_MS = 10_000;

/**
 * Waits until the page's scripts have run: a page paints before its scripts run (they are added after the first
 * paint: apps/site/server/stages/scripts-after-paint.mjs), so the browser's load event can come before React has taken the
 * page over. A person who clicks in that moment gets the plain HTML behaviour; a test of what the scripts do waits.
 * A page without the loader (a file, the error-page failure page) and a test that holds scripts back go on as they
 * are, after SCRIPTS_WAIT_MS at most.
 */
export async function pageScriptsRan(page: Page) {
  await page
    .waitForFunction(
      (mark) => {
        const hasLoader = Array.from(document.scripts).some((script) => script.text.includes(`performance.mark("${mark}")`));
        if (!hasLoader) return true;
        return performance.getEntriesByName(mark).length > 0 && Object.keys(document.body).some((key) => key.startsWith("__reactProps$"));
      },
      "scripts-after-paint",
      { timeout: SCRIPTS_WAIT_MS },
    )
    .catch(() => undefined);
  // The page-wide listeners are effects, run right after the commit that hydrated the page.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))).catch(() => undefined);
}

/** The suite's `test`: each test's own page resolves `goto` once the page's scripts have run (pageScriptsRan). */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await pageScriptsRan(page);
        return response;
      };
    }
    await use(page);
  },
});
