// Measures the page cache where a visitor waits on it, and the memory it holds (not a test: the figures depend on the
// machine). Run from the repository's root with the project's Node:
//
//   npx node apps/site/server/page-cache/measure-hot-paths.mjs [--handler <module>] [--calls 10000]
//
// For the memory store, and for Redis when redis-server is installed (started here on a free port, stopped after):
// - a cached page served: `get` of a fresh page, by a new handler each time (Next makes one per request);
// - a never-visited page stored: `set` of a new page, then its `get`;
// each as the median of seven rounds, in wall time and in this process's CPU time (the machine may be shared), and
// - the memory held for 200 pages, each stored and served once (heap and external memory, after collection).
// A page is ~100 KB of HTML with an en dash (as the site's menus have: V8 keeps it at two bytes a character) and
// ~60 KB of RSC payload. `--handler` measures another handler module (an earlier version, say) the same way.
import { Buffer } from "node:buffer";
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * @typedef {{ get(key: string, ctx: object): Promise<unknown>; set(key: string, data: object, ctx: object): Promise<void> }} Handler
 * @typedef {new (options: { serverDistDir: string }) => Handler} HandlerClass
 */

const here = fileURLToPath(import.meta.url);
const argv = process.argv.slice(2);
/** @param {string} name @param {string} fallback @returns {string} */
const option = (name, fallback) => {
  const at = argv.indexOf(name);
  return (at >= 0 ? argv[at + 1] : undefined) ?? fallback;
};
const handlerModule = path.resolve(option("--handler", path.join(path.dirname(here), "handler.mjs")));
const calls = Number(option("--calls", "10000"));
const PAGES_HELD = 200;

const TAGS = ["_N_T_/layout", "_N_T_/[[...slug]]/layout", "_N_T_/[[...slug]]/page", "_N_T_/courses/bachelor-of-arts", "node:278",
  "node:1044", "site:7", "yu:site-data", "yu:menus", "route:/courses/bachelor-of-arts", "taxonomy_term:12"];
const PAGE_CONTEXT = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };
const CACHE_CONTROL = { revalidate: 60, expire: 31_536_000 };

/** @param {string} marker */
function pageHtml(marker) {
  const block = `<section class="card"><h2>Course ${marker} – overview</h2><p>${"Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(6)}</p></section>`;
  const html = `<!DOCTYPE html><html lang="en"><head><title>${marker}</title></head><body>${block.repeat(Math.ceil(100_000 / block.length))}</body></html>`;
  // Flat, as the document Next decodes is.
  return Buffer.from(html).toString("utf8");
}
const RSC = Buffer.alloc(60_000, "0:[\"$\",\"div\",null,{\"children\":\"x\"}]\n");

/** A new page as Next hands it over: objects of its own, with the given HTML and payload. @param {string} html @param {Buffer} [rsc] */
const appPage = (html, rsc = RSC) => ({ kind: "APP_PAGE", html, rscData: rsc, headers: { "x-nextjs-stale-time": "300", "x-next-cache-tags": TAGS.join(",") }, status: 200 });

/** A build directory of its own, so that each measure has its own namespace. */
function distDir() {
  const root = mkdtempSync(path.join(tmpdir(), "yu-page-cache-measure-"));
  mkdirSync(path.join(root, "server"));
  writeFileSync(path.join(root, "BUILD_ID"), `build-${path.basename(root)}`);
  return { server: path.join(root, "server"), remove: () => rmSync(root, { recursive: true, force: true }) };
}

const collect = () => {
  const gc = /** @type {(() => void) | undefined} */ (globalThis.gc);
  gc?.();
  gc?.();
};

/** @param {number[]} list */
const median = (list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? Number.NaN;

/**
 * @param {string} name
 * @param {(index: number) => Promise<unknown>} body
 */
async function timed(name, body) {
  const rounds = 7;
  const per = Math.ceil(calls / rounds);
  /** @type {number[]} */
  const walls = [];
  /** @type {number[]} */
  const cpus = [];
  let index = 0;
  for (let warm = 0; warm < Math.min(per, 500); warm += 1) await body(index++);
  for (let round = 0; round < rounds; round += 1) {
    collect();
    const cpu = process.cpuUsage();
    const start = performance.now();
    for (let call = 0; call < per; call += 1) await body(index++);
    walls.push(((performance.now() - start) * 1000) / per);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / per);
  }
  console.log(`${name}: ${median(walls).toFixed(1)} µs wall, ${median(cpus).toFixed(1)} µs CPU a call`);
}

/** One measure in this process: `--child <memory|redis> <hot|held>`, the store's address in REDIS_URL. */
async function child() {
  const [store, part] = argv.slice(argv.indexOf("--child") + 1);
  const { default: Handler, closeSharedCacheConnections } = /** @type {{ default: HandlerClass; closeSharedCacheConnections?: () => Promise<void> }} */ (
    await import(pathToFileURL(handlerModule).href));
  const dir = distDir();
  const cache = () => new Handler({ serverDistDir: dir.server });
  try {
    if (part === "hot") {
      await cache().set("/hit", appPage(pageHtml("hit")), { cacheControl: CACHE_CONTROL });
      await timed(`${store}: a cached page served (get)`, () => cache().get("/hit", PAGE_CONTEXT));
      const html = pageHtml("new");
      await timed(`${store}: a never-visited page stored (set, then get)`, async (index) => {
        await cache().set(`/new/${index}`, appPage(html), { cacheControl: CACHE_CONTROL });
        await cache().get(`/new/${index}`, PAGE_CONTEXT);
      });
    } else {
      await cache().get("/nothing", PAGE_CONTEXT);
      collect();
      const before = process.memoryUsage();
      for (let index = 0; index < PAGES_HELD; index += 1) {
        await cache().set(`/held/${index}`, appPage(pageHtml(`page-${index}`), Buffer.from(RSC)), { cacheControl: CACHE_CONTROL });
      }
      for (let index = 0; index < PAGES_HELD; index += 1) await cache().get(`/held/${index}`, PAGE_CONTEXT);
      collect();
      const after = process.memoryUsage();
      const held = after.heapUsed + after.external - before.heapUsed - before.external;
      console.log(`${store}: memory held for ${PAGES_HELD} pages: ${(held / 1024 / 1024).toFixed(1)} MB (${(held / PAGES_HELD / 1024).toFixed(0)} KB a page)`);
    }
  } finally {
    await closeSharedCacheConnections?.();
    dir.remove();
  }
}

/** @returns {Promise<number>} */
const freePort = () => new Promise((resolve, reject) => {
  const server = createServer();
  server.once("error", reject);
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
  });
});

/** @param {string[]} args @param {NodeJS.ProcessEnv} env */
const run = (args, env) => new Promise((resolve) => {
  const measuring = spawn(process.execPath, ["--expose-gc", here, ...args], { env, stdio: ["ignore", "inherit", "ignore"] });
  measuring.once("exit", resolve);
});

async function main() {
  console.log(`Page cache: ${path.relative(process.cwd(), handlerModule)}, ${calls} calls a measure`);
  const withoutRedis = { ...process.env, REDIS_URL: undefined };
  for (const part of ["hot", "held"]) await run(["--handler", handlerModule, "--calls", String(calls), "--child", "memory", part], withoutRedis);
  if (spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status !== 0) {
    console.log("redis: not measured (redis-server is not installed)");
    return;
  }
  const port = await freePort();
  const redis = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  try {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const env = { ...process.env, REDIS_URL: `redis://127.0.0.1:${port}` };
    for (const part of ["hot", "held"]) await run(["--handler", handlerModule, "--calls", String(calls), "--child", "redis", part], env);
  } finally {
    redis.kill();
  }
}

await (argv.includes("--child") ? child() : main());
