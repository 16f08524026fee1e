// The site's own rules for the stages before Next (site-rules.ts: its configuration, security headers and readable
// paths) are TypeScript in the site's source, which Node cannot load itself: they are bundled here with esbuild as
// the server starts (a few milliseconds), the same way in development and production, and loaded from memory.
import { Buffer } from "node:buffer";
import path from "node:path";
import { build, stop } from "esbuild";

/**
 * @param {string} siteDir
 * @param {{ development: boolean }} options
 * @returns {Promise<import("./site-rules").SiteRules>}
 */
export async function loadSiteRules(siteDir, options) {
  const bundled = await build({
    entryPoints: [path.join(siteDir, "server/site-rules.ts")],
    tsconfig: path.join(siteDir, "tsconfig.json"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    write: false,
    logLevel: "silent",
  });
  // esbuild answers from a helper process: it is not needed once the rules are bundled.
  await stop();
  const code = bundled.outputFiles[0]?.text ?? "";
  const rules = /** @type {typeof import("./site-rules")} */ (await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`));
  return rules.siteRules(options);
}
