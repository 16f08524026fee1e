// Playwright drives Debian's Chromium (its own browser download cannot work here). Installs it with
// apt-get when it is missing and we are root; otherwise says what to do.
import { existsSync } from "node:fs";
import { run } from "./lib.mjs";

export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export async function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  if (typeof process.getuid === "function" && process.getuid() === 0) {
    console.log("Chromium is missing: installing Debian's chromium with apt-get…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    if ((await run("apt-get", ["update", "-qq"], { env })) !== 0) return false;
    if ((await run("apt-get", ["install", "-y", "-qq", "chromium"], { env })) !== 0) return false;
    return existsSync(chromiumPath);
  }
  console.error(
    `Chromium was not found at ${chromiumPath}. Install it (Debian: sudo apt-get install chromium) ` +
      "or set CHROMIUM_PATH to a Chromium or Chrome binary, then run the tests again.",
  );
  return false;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit((await ensureChromium()) ? 0 : 1);
}
