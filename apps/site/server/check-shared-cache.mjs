// Two site instances share one incremental cache through Redis: a check against the built site.
//
//   npm run build          (once)
//   redis-server --port 6391 --save '' --daemonize yes
//   node apps/site/server/check-shared-cache.mjs [/page-path]
//
// It starts the content service (port 4801, a fresh database) and two site instances A (4802) and B (4803) on
// REDIS_URL (default redis://127.0.0.1:6391), then checks that a page rendered on A is served from the cache on B,
// that an invalidation posted to A makes B render the page again on its next request, that an invalidation with a
// later expiry serves the page once more while it is refreshed, and that the page's responses carry its content
// tags (`section-cache-tags`, `xkey`). It stops what it started and exits 1 on any
// failed check.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = path.resolve(siteDir, "../..");
const page = process.argv[2] ?? "/about-yu";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6391";
const secret = "0123456789abcdef0123";
const content = "http://localhost:4801";
const A = "http://localhost:4802";
const B = "http://localhost:4803";

/** @type {import("node:child_process").ChildProcess[]} */
const children = [];

/**
 * @param {string} name
 * @param {string[]} args
 * @param {string} cwd
 * @param {Record<string, string>} env
 */
function start(name, args, cwd, env) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  /** @param {Buffer} chunk */
  const echo = (chunk) => {
    for (const line of chunk.toString().split("\n")) if (/warn|error/i.test(line)) console.log(`[${name}] ${line}`);
  };
  child.stdout?.on("data", echo);
  child.stderr?.on("data", echo);
  children.push(child);
}

/** @param {string} url */
async function waitFor(url) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(5_000) });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * @param {string} origin
 * @param {string} [label]
 */
async function visit(origin, label = origin) {
  const began = performance.now();
  const response = await fetch(`${origin}${page}`, { redirect: "manual" });
  await response.arrayBuffer();
  const result = {
    label,
    status: response.status,
    cache: response.headers.get("x-nextjs-cache") ?? "(none)",
    tags: response.headers.get("section-cache-tags") ?? "",
    xkey: response.headers.get("xkey") ?? "",
    ms: Math.round(performance.now() - began),
  };
  console.log(`${label.padEnd(34)} ${result.status} x-nextjs-cache: ${result.cache.padEnd(6)} ${String(result.ms).padStart(5)} ms  section-cache-tags: ${result.tags || "(none)"}${result.xkey === result.tags ? " (xkey the same)" : `  xkey: ${result.xkey || "(none)"}`}`);
  return result;
}

/**
 * @param {string} origin
 * @param {string} tag
 */
async function invalidate(origin, tag) {
  const response = await fetch(`${origin}/api/revalidate`, {
    method: "POST",
    headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
    body: JSON.stringify({ tags: [tag] }),
  });
  console.log(`POST ${origin}/api/revalidate ${JSON.stringify({ tags: [tag] })} → ${response.status} ${await response.text()}`);
  return response.status;
}

/**
 * The same tags, in any order.
 * @param {string} one
 * @param {string} other
 */
const sameTags = (one, other) => one !== "" && [...one.split(" ")].sort().join(" ") === [...other.split(" ")].sort().join(" ");

let failed = 0;
/**
 * @param {boolean} ok
 * @param {string} what
 */
function check(ok, what) {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failed++;
}

try {
  start("content", ["apps/content/dist/server.js"], repoRoot, {
    CONTENT_PORT: "4801",
    CONTENT_DATA_DIR: mkdtempSync(path.join(tmpdir(), "yu-content-")),
    CONTENT_PUBLIC_URL: content,
  });
  await waitFor(`${content}/`);
  for (const { port, origin } of [{ port: "4802", origin: A }, { port: "4803", origin: B }]) {
    start(`site ${port}`, ["--import", "./server/origin.mjs", "../../node_modules/next/dist/bin/next", "start", "-p", port], siteDir, {
      PORT: port,
      CONTENT_API_URL: content,
      SITE_ORIGIN: origin,
      REDIS_URL: redisUrl,
      REVALIDATE_SECRET: secret,
      NODE_ENV: "production",
    });
  }
  await Promise.all([waitFor(`${A}/robots.txt`), waitFor(`${B}/robots.txt`)]);
  console.log(`page ${page}, Redis ${redisUrl}\n`);

  // Whatever an earlier run left in the cache: the page's first content tag, expired from B, makes A render it.
  const seen = await visit(A, "A (warm-up)");
  const tag = seen.tags.split(" ").find((t) => t.startsWith("node:")) ?? seen.tags.split(" ")[0] ?? "";
  check(tag !== "", `the page carries content tags: section-cache-tags "${seen.tags}"`);
  check(seen.xkey === seen.tags, "xkey lists the same tags");
  check(!/(^| )(_N_T_|yu:)/.test(seen.tags), "no implicit (_N_T_) or internal (yu:) tag is among them");
  check((await invalidate(B, tag)) === 200, "B takes the invalidation");

  const rendered = await visit(A, "A after the invalidation on B");
  check(rendered.cache === "MISS", "A renders the page again (the invalidation on B reached A)");
  check(rendered.tags.split(" ").includes(tag) && rendered.xkey === rendered.tags, "the rendering response (MISS) carries section-cache-tags and xkey");
  const shared = await visit(B, "B, its first request since");
  check(shared.cache === "HIT", "B serves A's rendering from the shared cache");
  check(sameTags(shared.tags, rendered.tags) && shared.xkey === shared.tags, "the cached response carries the same section-cache-tags and xkey");

  check((await invalidate(A, tag)) === 200, "A takes the invalidation");
  const again = await visit(B, "B after the invalidation on A");
  check(again.cache === "MISS", "B renders the page again at once");
  const after = await visit(B, "B again");
  check(after.cache === "HIT", "B serves its new rendering from the cache");
  const back = await visit(A, "A again");
  check(back.cache === "HIT", "A serves B's new rendering from the shared cache");

  // An invalidation with a later expiry (Next's "max" profile), as an instance records it: stale now, expired in
  // a year. The page is served once more as it was, and refreshed in the background.
  const redis = new Redis(redisUrl);
  const now = Date.now();
  await redis.hset("yu-site:next-cache:tags", { [`stale:${tag}`]: String(now), [`expired:${tag}`]: String(now + 31_536_000_000) });
  redis.disconnect();
  console.log(`marked ${tag} stale (expiring in a year)`);
  const stale = await visit(B, "B after the stale mark");
  check(stale.cache === "STALE", "B serves the stale page at once");
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const refreshed = await visit(A, "A a second later");
  check(refreshed.cache === "HIT", "A serves the page B refreshed in the background");
} finally {
  for (const child of children) child.kill();
}
console.log(failed === 0 ? "\nall checks passed" : `\n${failed} check(s) failed`);
process.exit(failed === 0 ? 0 : 1);
