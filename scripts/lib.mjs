// Shared by start.mjs and test.mjs: run commands, prefix output, wait for a URL.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Next.js would otherwise try to send anonymous telemetry: these machines have no network for it.
process.env.NEXT_TELEMETRY_DISABLED = "1";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The Node release line the project runs on: the major of `.nvmrc` (and of `engines`). On Linux (x64, arm64)
 * `npm install` brings that Node itself (the `node-linux-*` packages), and npm's scripts run on it.
 * @param {string} [version] the running Node's version (process.versions.node)
 * @returns {string | null} a one-line problem, or null when this Node is the project's
 */
export function nodeVersionProblem(version = process.versions.node) {
  const wanted = readFileSync(path.join(repoRoot, ".nvmrc"), "utf8").trim();
  if (version.split(".")[0] === wanted.split(".")[0]) return null;
  return `This project runs on Node ${wanted.split(".")[0]} (.nvmrc: ${wanted}); this is Node ${version}. Run it through npm ` +
    `(npm start, npm test), which uses the Node that npm install brought on Linux, or install Node ${wanted}.`;
}

/** Stops a launcher, with one line, on a Node the project does not run on. */
export function requireProjectNode() {
  const problem = nodeVersionProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

/**
 * Runs a command to completion with inherited output; resolves to its exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {import("node:child_process").SpawnOptions} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: "inherit", ...options });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
  });
}

/**
 * Starts a long-running process whose output lines are prefixed with its name.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {import("node:child_process").SpawnOptions} [options]
 */
export function startPrefixed(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"], ...options });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    if (stream === null) continue;
    let buffer = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      buffer += chunk;
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
    stream.on("end", () => buffer && process.stdout.write(`${prefix}${buffer}\n`));
  }
  return child;
}

/**
 * Polls a URL until it answers 2xx, the child exits, or the time runs out.
 * @param {string} url
 * @param {{ timeoutMs?: number; child?: import("node:child_process").ChildProcess | null }} [options]
 */
export async function waitForUrl(url, { timeoutMs = 180_000, child = null } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) return false;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

export const built = {
  // The web form rules both apps import; built first (also by `npm install`, its prepare script).
  "webform-rules": () => existsSync(path.join(repoRoot, "packages/webform/dist/index.js")),
  // Who the visitor is behind trusted proxies, which both apps import; built first too.
  "visitor-address": () => existsSync(path.join(repoRoot, "packages/visitor-address/dist/index.js")),
  // The site-data contract: the content service builds it, the site parses it.
  "site-data": () => existsSync(path.join(repoRoot, "packages/site-data/dist/index.js")),
  // Every content type once: what the site and the content service both know of each.
  "content-types": () => existsSync(path.join(repoRoot, "packages/content-types/dist/index.js")),
  // The content checks, one rule set: what is wrong with a page's content.
  "content-checks": () => existsSync(path.join(repoRoot, "packages/content-checks/dist/index.js")),
  // The site's in-process memo of answers.
  "memo-cache": () => existsSync(path.join(repoRoot, "packages/memo-cache/dist/index.js")),
  // The metrics' own address and shared figures, both apps.
  metrics: () => existsSync(path.join(repoRoot, "packages/metrics/dist/index.js")),
  // When traces are on, and the SDK loaded only then, both apps.
  tracing: () => existsSync(path.join(repoRoot, "packages/tracing/dist/index.js")),
  content: () => existsSync(path.join(repoRoot, "apps/content/dist/server.js")),
  site: () => existsSync(path.join(repoRoot, "apps/site/.next/BUILD_ID")),
};

/** The site's folder: a site instance runs there. */
export const siteDir = path.join(repoRoot, "apps/site");

/**
 * Node's arguments for one site instance on a port, run in siteDir, as every launcher starts it (npm start, the
 * end-to-end suite, the cluster, the benchmarks): the site's own server, Next's custom server with the origin's
 * stages around it (apps/site/server/server.mjs). `dev` runs Next in development mode, as the site's `dev` script does.
 * @param {number | string} port
 * @param {{ dev?: boolean }} [options]
 * @returns {string[]}
 */
export function siteServerArgs(port, { dev = false } = {}) {
  return [path.join(siteDir, "server/server.mjs"), "--port", String(port), ...(dev ? ["--dev"] : [])];
}

/**
 * What the site needs set to work with this repository's content service, beyond what it defaults to: the
 * search metadata classes our search service has and a real collection need not (docs/configuration.md,
 * "Search metadata classes"). Every launcher of the demo stack passes these, under any value of its own environment.
 * @param {Record<string, string | undefined>} [env]
 * @returns {Record<string, string>}
 */
export function demoSiteEnv(env = {}) {
  return { SEARCH_META_INTEREST_AREA: env.SEARCH_META_INTEREST_AREA ?? "interestArea" };
}

export const npmCommand = process.platform === "win32" ? "npm.cmd" : "npm";

const WORKSPACES = { "webform-rules": "packages/webform", "visitor-address": "packages/visitor-address",
  "site-data": "packages/site-data", "content-types": "packages/content-types", "content-checks": "packages/content-checks", "memo-cache": "packages/memo-cache", metrics: "packages/metrics", tracing: "packages/tracing", content: "apps/content", site: "apps/site" };

/**
 * Builds each part that has no build yet (every part with `rebuild`), of `parts` when given; resolves to 0, or the
 * failed build's code. `env` is the builds' environment (the site's build reads the content service's address).
 * @param {boolean} [rebuild]
 * @param {{ parts?: string[]; env?: NodeJS.ProcessEnv }} [options]
 */
export async function buildMissing(rebuild = false, { parts, env } = {}) {
  for (const [name, isBuilt] of Object.entries(built)) {
    if (parts && !parts.includes(name)) continue;
    if (rebuild || !isBuilt()) {
      console.log(`Building ${name}…`);
      const code = await run(npmCommand, ["run", "build", "-w", /** @type {Record<string, string>} */ (WORKSPACES)[name] ?? name], env ? { env } : {});
      if (code !== 0) {
        console.error(`The ${name} build failed (exit ${code}).`);
        return code;
      }
    }
  }
  return 0;
}
