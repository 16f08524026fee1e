import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { BENCH_BROWSER } from "../scripts/ensure-chromium.mjs";

const CHROMIUM = BENCH_BROWSER.path;

/**
 * Every script a real browser downloads while a page loads and its scripts start — including chunks that
 * components import on demand (the web form), which the page's HTML does not list — gzip level 9.
 */
export async function loadedJs(origin: string, path: string): Promise<{ scripts: number; gzipBytes: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"] });
  try {
    const page = await browser.newPage();
    const bodies = new Map<string, Promise<Buffer>>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script" && response.ok()) bodies.set(response.url(), response.body());
    });
    await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
    let gzipBytes = 0;
    for (const body of bodies.values()) gzipBytes += gzipSync(await body, { level: 9 }).length;
    return { scripts: bodies.size, gzipBytes };
  } finally {
    await browser.close();
  }
}
