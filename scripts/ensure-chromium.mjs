// Playwright and Lighthouse drive Debian's Chromium (a tool's own browser download cannot work here). Installs the
// package with apt-get when its binary is missing and we are root; otherwise says what to do. `CHROMIUM_PATH` names
// another Chromium or Chrome binary for both uses instead.
import { existsSync } from "node:fs";
import { run } from "./lib.mjs";

/**
 * @typedef {{ path: string; debianPackage: string; configured: boolean }} Browser
 */

const configuredPath = process.env.CHROMIUM_PATH?.trim() || null;

/** @param {string} debianPackage @returns {Browser} */
function debianBrowser(debianPackage) {
  return { path: configuredPath ?? `/usr/bin/${debianPackage}`, debianPackage, configured: configuredPath !== null };
}

/**
 * The browser tests' browser: Debian's headless build, the same engine and version as `chromium` without the
 * windowing a test never shows, so each page of the suite costs the machine less.
 */
export const TEST_BROWSER = debianBrowser("chromium-headless-shell");

/** The benchmarks' browser (Lighthouse, the scripts a page loads, the probe's sample): the full browser people use. */
export const BENCH_BROWSER = debianBrowser("chromium");

/** @param {Browser} browser */
export async function ensureBrowser(browser) {
  if (existsSync(browser.path)) return true;
  if (!browser.configured && typeof process.getuid === "function" && process.getuid() === 0) {
    console.log(`Chromium is missing: installing Debian's ${browser.debianPackage} with apt-get…`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    if ((await run("apt-get", ["update", "-qq"], { env })) !== 0) return false;
    if ((await run("apt-get", ["install", "-y", "-qq", browser.debianPackage], { env })) !== 0) return false;
    return existsSync(browser.path);
  }
  console.error(
    `Chromium was not found at ${browser.path}. Install it (Debian: sudo apt-get install ${browser.debianPackage}) ` +
      "or set CHROMIUM_PATH to a Chromium or Chrome binary, then run again.",
  );
  return false;
}
