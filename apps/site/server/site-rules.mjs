// The site's own rules for the stages before Next (src/server-rules/site-rules.ts: its configuration, security
// headers, readable paths and the page steps) are TypeScript built with the site: Next's instrumentation hook
// (src/instrumentation.ts) makes them in this process, from the same modules as the pages, and leaves them under a
// process-wide key, where the server reads them.
//
// Next runs the hook as it prepares in development, but in production only as its first request arrives: the server
// has it run now, before it listens, through Next's own once-only registration (the one every request of Next's
// awaits), so that the hook still runs once. Next's module for it is internal: a Next release that moves it stops
// the server's start here, by name (and the origin's contract test with it).
import { SITE_RULES_KEY } from "../src/server-rules/site-rules-key.mjs";
import { StageError } from "./compose.mjs";

/** @typedef {import("../src/server-rules/site-rules").SiteRules} SiteRules */
/** @typedef {import("../src/server-rules/leave-site-rules").LeftSiteRules} LeftSiteRules */

/** Where Next builds the app (Next's default: neither the site nor the contract test's fixture sets `distDir`). */
const DIST_DIR = ".next";

/**
 * The site's rules, once the app's instrumentation hook has run; throws StageError when they could not be made (an
 * invalid configuration), or the hook failed or left none.
 * @param {string} appDir the app Next serves
 * @returns {Promise<SiteRules>}
 */
export async function siteRulesFromNext(appDir) {
  try {
    const { ensureInstrumentationRegistered } = await import("next/dist/server/lib/router-utils/instrumentation-globals.external.js");
    await ensureInstrumentationRegistered(appDir, DIST_DIR);
  } catch (error) {
    throw new StageError("site-rules", error instanceof Error ? error.message : String(error));
  }
  const left = /** @type {Record<symbol, LeftSiteRules | undefined>} */ (/** @type {unknown} */ (globalThis))[Symbol.for(SITE_RULES_KEY)];
  if (left === undefined) throw new StageError("site-rules", "the app's instrumentation hook left none (src/instrumentation.ts)");
  if ("failure" in left) throw new StageError("site-rules", left.failure);
  return left.rules;
}
