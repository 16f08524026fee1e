import { chromium } from "playwright-core";
import { XSS_PAYLOADS } from "../../e2e/support/hostile-corpus.ts";
import { REFLECTING_PLACES } from "./places.ts";
import type { ProbeStack } from "./stack.ts";
import type { Tally } from "./tally.ts";
import { BENCH_BROWSER, ensureBrowser } from "../../scripts/ensure-chromium.mjs";

const CHROMIUM = BENCH_BROWSER.path;

/**
 * A sample in a real browser (headless Chromium): every place with every eighth payload, every kind among them.
 * Script ran when a dialog opened or the payloads' canary, window.__xss, is set in the page or a frame.
 */
export async function probeInBrowser(stack: ProbeStack, tally: Tally): Promise<void> {
  if (!(await ensureBrowser(BENCH_BROWSER))) throw new Error(`no browser at ${CHROMIUM}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"] });
  try {
    const page = await browser.newPage();
    let current = "";
    page.on("dialog", (dialog) => {
      tally.find("script-ran", `dialog "${dialog.message()}" on ${current}`);
      void dialog.dismiss().catch(() => undefined);
    });
    for (const place of REFLECTING_PLACES) {
      for (const payload of XSS_PAYLOADS.filter((_, index) => index % 8 === 0)) {
        for (const url of place.urls(payload)) {
          current = url;
          const response = await page.goto(`http://localhost:${stack.site}${url}`, { waitUntil: "load", timeout: 30_000 }).catch(() => null);
          await page.waitForTimeout(50);
          tally.check(`browser: ${place.name}`, response !== null, `did not load ${url}`);
          for (const frame of page.frames()) {
            const fired = await frame.evaluate(() => (globalThis as { __xss?: unknown }).__xss !== undefined).catch(() => false);
            if (fired) tally.find("script-ran", `canary set by ${JSON.stringify(payload)} at ${url}`);
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
}
