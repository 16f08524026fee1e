import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "../support/test";
import { PORTS, SLOW_SITE_TIMEOUT_MS } from "../support/ports";
import { expectNoAxeViolations } from "../support/axe";

const GENERIC = "Something went wrong and we're working to fix the problem. We'll be up and running shortly. Thanks for your patience.";
const GENERIC_HTML = GENERIC.replace(/'/g, "&#x27;");

/** The markup of an answer without its inline script data: what a visitor without scripts, or a crawler, reads. */
async function markupOf(response: { text(): Promise<string> }): Promise<string> {
  return (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

test.describe("content service failures", () => {
  test("with the content service down the visitor gets the error page at once, with 503, no stack trace", async ({ page, request }) => {
    // As below: what is timed is a visitor of a running site, not the server's first run of this path's code.
    await request.get(`http://localhost:${PORTS.siteContentDown}/about-yu/down-warm-${Date.now()}`, { timeout: 30_000 }).catch(() => undefined);
    // The server's answer is what is timed (a busy machine's browser may take long to paint it): a path no other test
    // visits, so no cached render can answer for it.
    const started = Date.now();
    const timed = await request.get(`http://localhost:${PORTS.siteContentDown}/about-yu/down-timed-${Date.now()}`);
    const took = Date.now() - started;
    expect(timed.status()).toBe(503);
    expect(took, "the server's answer, in ms").toBeLessThan(5000);
    // What the visitor sees of it, on another such path.
    const response = await page.goto(`http://localhost:${PORTS.siteContentDown}/about-yu/down-${Date.now()}`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()["retry-after"]).toBe("60");
    await expect(page.getByRole("heading", { level: 1, name: "Error" })).toBeVisible();
    await expect(page.getByText(GENERIC)).toBeVisible();
    const html = await page.content();
    expect(html).not.toMatch(/ECONNREFUSED|TideError|\bat .+\.(js|ts):\d+/);
    await expectNoAxeViolations(page, "error page");

    // The same page is in the server's HTML, for a visitor without scripts.
    const plain = await request.get(`http://localhost:${PORTS.siteContentDown}/about-yu/down-plain-${Date.now()}`);
    expect(plain.status()).toBe(503);
    const markup = await markupOf(plain);
    expect(markup).toContain('<h1 class="page-title">Error</h1>');
    expect(markup).toContain(GENERIC_HTML);
    expect(markup).toContain("<title>Error</title>");
  });

  test("with the content service hanging the visitor gets the error page after the timeout, not a hang", async ({ page, request }) => {
    // A first request runs the server's code for this path cold (its modules loaded and compiled on a busy machine):
    // what is timed is a visitor's wait on a running site, so one unmeasured request goes first.
    await request.get(`http://localhost:${PORTS.siteContentSlow}/about-yu/slow-warm-${Date.now()}`, { timeout: 30_000 }).catch(() => undefined);
    // The server's answer is what is timed, not the browser's painting of it.
    const started = Date.now();
    const timed = await request.get(`http://localhost:${PORTS.siteContentSlow}/about-yu/slow-timed-${Date.now()}`, { timeout: 60_000 });
    const elapsed = Date.now() - started;
    expect(timed.status()).toBe(503);
    // Site data and the page each wait at most the timeout.
    expect(elapsed, "the server's answer, in ms").toBeLessThan(SLOW_SITE_TIMEOUT_MS * 3 + 3000);
    const response = await page.goto(`http://localhost:${PORTS.siteContentSlow}/about-yu/slow-${Date.now()}`);
    expect(response?.status()).toBe(503);
    await expect(page.getByText(GENERIC)).toBeVisible();
  });

  test("with the content service hanging, never-visited pages answer 503 after one timeout, ten at once too", async ({ request }) => {
    const slow = `http://localhost:${PORTS.siteContentSlow}`;
    await request.get(`${slow}/about-yu/hang-warm-${Date.now()}`, { timeout: 30_000 }).catch(() => undefined);
    const run = Date.now();
    const times = await Promise.all(Array.from({ length: 10 }, async (_, index) => {
      const started = Date.now();
      const response = await request.get(`${slow}/about-yu/hang-${run}-${index}`, { timeout: 60_000 });
      expect(response.status()).toBe(503);
      return Date.now() - started;
    }));
    console.log(`hanging content service: ten never-visited pages answered in ${times.join(", ")} ms (timeout ${SLOW_SITE_TIMEOUT_MS} ms)`);
    // One read timeout (undici's timers have a one-second grain) and the error view's render, ten at once on a busy
    // machine: never the three timeouts in a row, nor undici's 300 s, of a read that is not bounded once.
    for (const took of times) expect(took).toBeLessThan(SLOW_SITE_TIMEOUT_MS * 3);
  });
});

test.describe("a content service outage", () => {
  const site = `http://localhost:${PORTS.siteOutage}`;
  const switchTo = async (request: APIRequestContext, state: "up" | "down") => {
    expect((await request.post(`http://localhost:${PORTS.switchableControl}/${state}`)).status()).toBe(204);
  };

  test("cached pages keep serving, past their minute too; other pages are the error page with 503", async ({ request }) => {
    test.setTimeout(150_000);
    await switchTo(request, "up");
    const first = await request.get(`${site}/about-yu`);
    expect(first.status()).toBe(200);
    const cachedAt = Date.now();
    await switchTo(request, "down");
    try {
      const cached = await request.get(`${site}/about-yu`);
      expect(cached.status()).toBe(200);
      expect(await markupOf(cached)).toContain('<h1 class="page-title">About YU</h1>');

      // A page not cached yet: the error page, in the server's HTML, with the site's own header from the last good
      // copy of its site data.
      const uncached = await request.get(`${site}/about-yu/campuses`);
      expect(uncached.status()).toBe(503);
      expect(uncached.headers()["retry-after"]).toBe("60");
      const markup = await markupOf(uncached);
      expect(markup).toContain(GENERIC_HTML);
      expect(markup).toContain(">Study with us<");

      // Past the page's minute, the stale copy still answers (its refresh fails in the background and is retried).
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, cachedAt + 62_000 - Date.now())));
      for (let i = 0; i < 2; i += 1) {
        const stale = await request.get(`${site}/about-yu`);
        expect(stale.status()).toBe(200);
        expect(await markupOf(stale)).toContain('<h1 class="page-title">About YU</h1>');
      }
    } finally {
      await switchTo(request, "up");
    }
    // Back up: the page that failed is served again.
    expect((await request.get(`${site}/about-yu/campuses`)).status()).toBe(200);
  });
});
