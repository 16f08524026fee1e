import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { TEST_BROWSER } from "../scripts/ensure-chromium.mjs";
import { demoSiteEnv, siteServerArgs } from "../scripts/lib.mjs";
import { ANALYTICS, PORTS, REVALIDATE_SECRET, SLOW_CONTENT_DELAY_MS, SLOW_SITE_TIMEOUT_MS } from "./support/ports";

const repoRoot = path.resolve(import.meta.dirname, "..");
// A fresh database per run: the content service seeds it on start.
const dataDir = mkdtempSync(path.join(tmpdir(), "yu-e2e-content-"));
const siteDir = path.join(repoRoot, "apps/site");
// Pages and service answers cached by an earlier run (another origin, another content service) must not be
// served to this one: start from the build's own cache, as a fresh deployment would.
// (Test workers load this file too; only the runner clears.)
if (process.env.TEST_WORKER_INDEX === undefined) {
  for (const cache of [".next/server/route-cache", ".next/cache/fetch-cache"]) rmSync(path.join(siteDir, cache), { recursive: true, force: true });
}

const E2E_SITE_RATE_LIMITS = ["webform", "upload", "ask-student", "chat", "login", "suggest", "search", "revalidate"].map((name) => `${name}=100000`).join(",");

const launchOptions = {
  executablePath: TEST_BROWSER.path,
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync"],
};

function site(port: number, contentUrl: string, extra: Record<string, string> = {}, quiet = false) {
  return {
    // The site's own server, started as every launcher starts it (scripts/lib.mjs).
    command: ["node", ...siteServerArgs(port)].join(" "),
    cwd: siteDir,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore" as const,
    // The sites whose content service is down or slow log those failures by design: keep them quiet.
    stderr: quiet ? ("ignore" as const) : ("pipe" as const),
    // Every test's browser is one visitor (this machine): budgets far above what the suite asks of one page.
    env: { CONTENT_API_URL: contentUrl, SITE_ORIGIN: `http://localhost:${port}`, NEXT_TELEMETRY_DISABLED: "1", SITE_RATE_LIMITS: E2E_SITE_RATE_LIMITS, ...demoSiteEnv(), ...extra },
  };
}

export default defineConfig({
  testDir: "./tests",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  outputDir: "test-results",
  // A trace records every step of a test as it runs (nearly a third of the suite's time): only a retry records one, so a
  // failure in CI comes with its trace; locally, `--trace on`.
  use: { baseURL: `http://localhost:${PORTS.site}`, trace: "on-first-retry", screenshot: "only-on-failure" },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions } },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 375, height: 740 }, launchOptions },
      grep: /@phone/,
    },
  ],
  webServer: [
    {
      command: `node ${path.join(repoRoot, "apps/content/dist/server.js")}`,
      url: `http://localhost:${PORTS.content}/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      // Every test's browser reaches the content service through one site server, so one "visitor" to the rate
      // limit; and a test fills a form faster than a person (the too-fast check has its own integration test).
      env: {
        CONTENT_PORT: String(PORTS.content), CONTENT_DATA_DIR: dataDir, CONTENT_PUBLIC_URL: `http://localhost:${PORTS.content}`, LOG_LEVEL: "warn",
        CONTENT_WEBFORM_RATE_LIMIT: "10000", CONTENT_WEBFORM_MIN_FILL_MS: "0",
      },
    },
    {
      command: `node ${path.join(repoRoot, "e2e/support/slow-content.mjs")}`,
      url: `http://localhost:${PORTS.slowContent}/health`,
      reuseExistingServer: false,
      env: { PORT: String(PORTS.slowContent), DELAY_MS: String(SLOW_CONTENT_DELAY_MS) },
    },
    {
      command: `node ${path.join(repoRoot, "e2e/support/switchable-content.mjs")}`,
      url: `http://localhost:${PORTS.switchableControl}/health`,
      reuseExistingServer: false,
      env: { PORT: String(PORTS.switchableContent), CONTROL_PORT: String(PORTS.switchableControl), TARGET: `http://localhost:${PORTS.content}` },
    },
    {
      command: `node ${path.join(repoRoot, "e2e/support/collection-without-class.mjs")}`,
      url: `http://localhost:${PORTS.collectionWithoutClass}/health`,
      reuseExistingServer: false,
      env: { PORT: String(PORTS.collectionWithoutClass), TARGET: `http://localhost:${PORTS.content}` },
    },
    {
      command: `node ${path.join(repoRoot, "e2e/support/collection-naming-less.mjs")}`,
      url: `http://localhost:${PORTS.collectionNamingLess}/health`,
      reuseExistingServer: false,
      env: { PORT: String(PORTS.collectionNamingLess), TARGET: `http://localhost:${PORTS.content}` },
    },
    // Analytics on, with scripts at an address nothing serves: the analytics journey answers them itself.
    site(PORTS.site, `http://localhost:${PORTS.content}`, {
      REVALIDATE_SECRET, GTM_ID: ANALYTICS.gtmId, GTM_SCRIPT_URL: ANALYTICS.gtmScript, EXPERIMENTS_SCRIPT_URL: ANALYTICS.experimentsScript,
    }),
    // Also a site that serves only /about-yu: every other page is the main site's (the first site's) by full load.
    site(PORTS.siteContentDown, `http://localhost:${PORTS.nothing}`, { SERVED_PATHS: "/about-yu", MAIN_SITE_ORIGIN: `http://localhost:${PORTS.site}` }, true),
    site(PORTS.siteContentSlow, `http://localhost:${PORTS.slowContent}`, { CONTENT_TIMEOUT_MS: String(SLOW_SITE_TIMEOUT_MS) }, true),
    // A site whose content service the outage journey switches off and on.
    site(PORTS.siteOutage, `http://localhost:${PORTS.switchableContent}`, {}, true),
    // Content up, search hanging: the results page must give up after its 5 s budget and say so.
    site(PORTS.siteSearchSlow, `http://localhost:${PORTS.content}`, { SEARCH_API_URL: `http://localhost:${PORTS.slowContent}/s/search.json` }, true),
    // Content up, search a collection without the interest-area class (the class still configured, as for our own).
    site(PORTS.siteWithoutClass, `http://localhost:${PORTS.content}`, { SEARCH_API_URL: `http://localhost:${PORTS.collectionWithoutClass}/s/search.json` }),
    // Content up, search a collection whose course results have only the spec's fields: no level classes, no interest area.
    site(PORTS.siteNamingLess, `http://localhost:${PORTS.content}`, { SEARCH_API_URL: `http://localhost:${PORTS.collectionNamingLess}/s/search.json` }),
  ],
});
