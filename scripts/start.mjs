// `npm start`: builds what is missing, starts the content service (seeding an empty database), waits
// for it, then starts the site. Both logs in one terminal; Ctrl-C stops both. The site is built (when it has no
// build yet) once the content service answers: the build renders the pages it can ahead of time, with their data.
import { buildMissing, built, demoSiteEnv, siteDir, siteServerArgs, startPrefixed, waitForUrl, requireProjectNode } from "./lib.mjs";

requireProjectNode();

const contentPort = process.env.CONTENT_PORT || "3001";
const sitePort = process.env.PORT || "3000";
const rebuild = process.argv.includes("--rebuild");
const buildCode = await buildMissing(rebuild, { parts: Object.keys(built).filter((part) => part !== "site") });
if (buildCode !== 0) process.exit(buildCode);

const env = {
  ...process.env,
  CONTENT_PORT: contentPort,
  // The site runs on this machine and states each visitor's address to the content service: believe it from
  // here (loopback) only, so the content service's per-visitor limits count visitors, not the site.
  CONTENT_TRUST_PROXY: process.env.CONTENT_TRUST_PROXY ?? "127.0.0.1,::1",
  CONTENT_API_URL: process.env.CONTENT_API_URL || `http://localhost:${contentPort}`,
  ...demoSiteEnv(process.env),
  NODE_ENV: "production",
};
const children = [];
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

const content = startPrefixed("content", process.execPath, ["apps/content/dist/server.js"], { env });
children.push(content);
content.on("exit", (code) => {
  if (!stopping) console.error(`The content service stopped (exit ${code}).`);
  stopAll(code ?? 1);
});

console.log(`Waiting for the content service on http://localhost:${contentPort} (the first start seeds the database)…`);
if (!(await waitForUrl(`http://localhost:${contentPort}/health`, { child: content, timeoutMs: 300_000 }))) {
  console.error("The content service did not become ready.");
  stopAll(1);
} else if ((await buildMissing(rebuild, { parts: ["site"], env })) !== 0) {
  stopAll(1);
} else {
  // The site's own server: Next with the origin's stages around it (apps/site/server/server.mjs).
  const site = startPrefixed("site", process.execPath, siteServerArgs(sitePort), { env, cwd: siteDir });
  children.push(site);
  site.on("exit", (code) => {
    if (!stopping) console.error(`The site stopped (exit ${code}).`);
    stopAll(code ?? 1);
  });
  if (await waitForUrl(`http://localhost:${sitePort}/`, { child: site, timeoutMs: 60_000 })) {
    console.log(`\n  The site is ready: http://localhost:${sitePort}  (content service: http://localhost:${contentPort})\n`);
  }
}
