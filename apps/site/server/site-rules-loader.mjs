// The site's own rules for the stages before Next (site-rules.ts: its configuration, security headers, readable
// paths and the page steps) are TypeScript in the site's source, which Node cannot load itself: they are bundled
// here with esbuild as the server starts (well under a second), the same way in development and production, and
// loaded from memory. The bundle holds its own copies of the modules it uses (the configuration, the content
// client, the search budget's store): state the page steps keep is theirs alone.
import { Buffer } from "node:buffer";
import path from "node:path";
import { build, stop } from "esbuild";

/**
 * `server-only` marks the site's modules that must never reach a browser; outside React's server build (here) it
 * throws as it loads, so the bundle takes it as the empty module it is on the server.
 * @type {import("esbuild").Plugin}
 */
const outsideReact = {
  name: "server-only",
  setup(build) {
    build.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "empty" }));
    build.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "", loader: "js" }));
  },
};

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
    plugins: [outsideReact],
    // The CommonJS packages inside (ioredis, React) ask for Node's own modules with require(), which an ES module
    // loaded from memory has not got: it is made here, resolving from the site's folder.
    banner: { js: `import { createRequire as yuCreateRequire } from "node:module"; const require = yuCreateRequire(${JSON.stringify(path.join(siteDir, "server", "site-rules.ts"))});` },
  });
  // esbuild answers from a helper process: it is not needed once the rules are bundled.
  await stop();
  const code = bundled.outputFiles[0]?.text ?? "";
  const rules = /** @type {typeof import("./site-rules")} */ (await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`));
  return rules.siteRules(options);
}
