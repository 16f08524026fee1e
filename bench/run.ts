// `npm run bench`: page-serving throughput of the site on loopback. Starts the content service (fresh
// database with a synthetic catalogue) and the production site, then loads with autocannon:
//   1. a static file served by the same site server (the framework's ceiling),
//   2. a cached content page (rendered once, then served from the page cache),
//   3. uncached content pages (unit pages never visited before: route, fetch and render each time);
// then the search autocomplete (autocomplete.ts), finding a course (courses.ts: study-area browse pages and the
// course finder), the site search (search.ts), then page quality (page-quality.ts: first-load JS of a content
// page, a landing page, course pages and a unit page, and Lighthouse mobile runs of them). First of all, the
// production topology (topology.ts: nginx, Varnish, a site instance, never-visited pages on one page body).
// Then what each optional stage of the site's server costs and saves (stages.ts). Last, the search budget at its
// defaults (budgets.ts): a class behind one address, and one client asking hundreds of new searches.
// BENCH_SUITES picks some of pages, autocomplete, courses, scholarships, search, quality, topology, stages, budgets.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { benchAutocomplete, printAutocomplete } from "./autocomplete.ts";
import { benchBudgets, printBudgets } from "./budgets.ts";
import { firstLoadJs, frameworkFloorJs } from "./first-load-js.ts";
import { benchQuality, benchQualityFloor, printQuality } from "./page-quality.ts";
import { startFrameworkCeiling } from "./framework-ceiling.ts";
import { benchSearch, printSearch } from "./search.ts";
import { benchCourses, printCourses } from "./courses.ts";
import { benchScholarships, printScholarships } from "./scholarships.ts";
import { benchStages, printStages } from "./stages.ts";
import { benchTopology, printTopology } from "./topology.ts";
import { BENCH_BROWSER, ensureBrowser } from "../scripts/ensure-chromium.mjs";
import { demoSiteEnv, siteDir, siteServerArgs } from "../scripts/lib.mjs";

const root = path.resolve(import.meta.dirname, "..");
const SITE_PORT = Number(process.env.BENCH_PORT_BASE ?? 3300);
const CONTENT_PORT = SITE_PORT + 1;
const SCALE = Number(process.env.BENCH_SCALE ?? 200);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SUITES = new Set((process.env.BENCH_SUITES ?? "pages,autocomplete,search,courses,scholarships,quality,topology,stages,budgets").split(",").map((s) => s.trim()));

if (!existsSync(path.join(root, "apps/content/dist/server.js")) || !existsSync(path.join(root, "apps/site/.next/BUILD_ID"))) {
  console.error("Build first: npm run build");
  process.exit(1);
}
// Lighthouse and the scripts a page loads are measured in the full browser people use.
if (SUITES.has("quality") && !(await ensureBrowser(BENCH_BROWSER))) process.exit(1);

// Pages a former run cached (another content service, another catalogue) must not answer for this one: start
// from the build's own page cache, as a fresh deployment would.
for (const cache of ["apps/site/.next/server/route-cache", "apps/site/.next/cache/fetch-cache"]) rmSync(path.join(root, cache), { recursive: true, force: true });

const children: ChildProcess[] = [];
let stopping = false;
const dataDir = mkdtempSync(path.join(tmpdir(), "yu-bench-"));
function stop() {
  stopping = true;
  // The site first: it may still be rendering pages the content service is needed for.
  for (const c of [...children].reverse()) {
    c.stderr?.removeAllListeners();
    c.kill("SIGTERM");
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.on("SIGINT", () => {
  stop();
  process.exit(130);
});

async function waitFor(url: string, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

function start(cmd: string[], env: Record<string, string>, cwd = root) {
  // Errors only: the uncached run deliberately makes the site render thousands of pages.
  const child = spawn(process.execPath, cmd, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
  child.stderr?.on("data", (chunk: Buffer) => {
    if (!stopping) process.stderr.write(chunk);
  });
  children.push(child);
  return child;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(name: string, opts: Partial<autocannon.Options>): Promise<Row> {
  const result = await autocannon({ url: `http://localhost:${SITE_PORT}`, connections: CONNECTIONS, duration: DURATION, ...opts });
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

// The production topology first, on its own processes and ports (topology.ts), at 20 connections.
if (SUITES.has("topology")) {
  const connections = Number(process.env.BENCH_TOPOLOGY_CONNECTIONS ?? 20);
  // Its never-visited load asks (warm-up + duration) × rate pages, each once: a catalogue of 500 courses has 5,000 units.
  const scale = Number(process.env.BENCH_TOPOLOGY_SCALE ?? 500);
  printTopology(await benchTopology({ portBase: SITE_PORT + 50, connections, duration: DURATION, scale }), connections, DURATION);
  SUITES.delete("topology");
}

try {
  if (SUITES.size === 0) process.exit(0);
  const t0 = Date.now();
  // A load test is one visitor asking far more than a person would: lift the per-visitor limits (rate-limits.ts measures them).
  start(["apps/content/dist/server.js"], { CONTENT_PORT: String(CONTENT_PORT), CONTENT_DATA_DIR: dataDir, CONTENT_SCALE: String(SCALE), LOG_LEVEL: "warn",
    CONTENT_SEARCH_RATE_LIMIT: "1000000" });
  await waitFor(`http://localhost:${CONTENT_PORT}/health`, 600_000);
  console.log(`content service seeded (scale ${SCALE}) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  start(siteServerArgs(SITE_PORT), {
    CONTENT_API_URL: `http://localhost:${CONTENT_PORT}`,
    ...demoSiteEnv(process.env),
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    SITE_RATE_LIMITS: "suggest=100000000,search=100000000",
  }, siteDir);
  await waitFor(`http://localhost:${SITE_PORT}/api/health`, 60_000);

  if (SUITES.has("pages")) await benchPages();
  if (SUITES.has("quality")) {
    const homeBytes = Buffer.byteLength(await (await fetch(`http://localhost:${SITE_PORT}/`)).text());
    const bare = await startFrameworkCeiling(SITE_PORT + 2, homeBytes);
    const floor = await benchQualityFloor(`${bare.origin}${bare.cachedPath}`).finally(() => bare.stop());
    printQuality(await benchQuality(`http://localhost:${SITE_PORT}`, [
      // Lighthouse mobile of every template, beside the bare page's floor (goal: within 5 points and 100 ms of TBT).
      { path: "/", lighthouse: true },
      { path: "/about-yu", lighthouse: true },
      { path: "/study-at-yu/how-to-apply", lighthouse: true },
      // A page with a web form: its code arrives on demand, only here.
      { path: "/about-yu/contact-us", lighthouse: true },
      { path: "/courses/bachelor-of-nursing-hbns", lighthouse: true },
      // A course with everything a student needs to act: dates, entry figures, structure, fees and their estimate.
      { path: "/courses/bachelor-of-business-bbns", lighthouse: true },
      { path: "/units/BCO1101", lighthouse: true },
      { path: "/about-yu/news-events/news/womens-football-university-title", lighthouse: true },
      { path: "/about-yu/news-events/events/alumni-homecoming-day", lighthouse: true },
      { path: "/study-at-yu/courses/browse-study-areas/business", lighthouse: true },
      { path: "/course-discovery", lighthouse: true },
      { path: "/search?query=nursing", lighthouse: true },
      // The scholarship finder (the course finder's enhancement, no other) and a scholarship page (server components only).
      { path: "/scholarships?audience=international", lighthouse: true },
      { path: "/scholarships/vice-chancellors-excellence-scholarship", lighthouse: true },
      // Rendered per request from its address; the result also searches courses.
      { path: "/study-at-yu/course-discovery-quiz?result=1&interests=caring,body&strengths=empathy&level=undergraduate&mode=part-time&where=campus&careers=nursing", lighthouse: true },
    ]), floor);
  }
  if (SUITES.has("autocomplete")) {
    const rows = await benchAutocomplete({ siteUrl: `http://localhost:${SITE_PORT}`, contentUrl: `http://localhost:${CONTENT_PORT}`,
      connections: CONNECTIONS, duration: DURATION });
    printAutocomplete(rows, CONNECTIONS, DURATION);
  }
  if (SUITES.has("courses")) {
    printCourses(await benchCourses({ siteUrl: `http://localhost:${SITE_PORT}`, contentUrl: `http://localhost:${CONTENT_PORT}`,
      connections: CONNECTIONS, duration: DURATION }), CONNECTIONS, DURATION);
  }
  if (SUITES.has("scholarships")) {
    printScholarships(await benchScholarships({ siteUrl: `http://localhost:${SITE_PORT}`, connections: CONNECTIONS, duration: DURATION }), CONNECTIONS, DURATION);
  }
  if (SUITES.has("search")) {
    printSearch(await benchSearch({ siteUrl: `http://localhost:${SITE_PORT}`, contentUrl: `http://localhost:${CONTENT_PORT}`,
      connections: CONNECTIONS, duration: DURATION }), CONNECTIONS, DURATION);
  }
  if (SUITES.has("stages")) {
    printStages(await benchStages({ port: SITE_PORT + 3, contentUrl: `http://localhost:${CONTENT_PORT}`, connections: CONNECTIONS, duration: DURATION }),
      CONNECTIONS, DURATION);
  }
  if (SUITES.has("budgets")) printBudgets(await benchBudgets({ port: SITE_PORT + 4, contentUrl: `http://localhost:${CONTENT_PORT}` }));
} finally {
  stop();
}

async function benchPages() {
    // Unit codes to visit once each: from the content API, newest first.
    const units: string[] = [];
    for (let offset = 0; offset < 2000; offset += 50) {
      const res = await fetch(`http://localhost:${CONTENT_PORT}/api/v1/node/unit?site=7&page[offset]=${offset}&page[limit]=50&fields[node--unit]=field_unit_code`);
      const body = (await res.json()) as { data: { attributes: { field_unit_code: string } }[] };
      units.push(...body.data.map((d) => d.attributes.field_unit_code));
      if (body.data.length < 50) break;
    }
    await fetch(`http://localhost:${SITE_PORT}/about-yu`); // warm the cached page
    await fetch(`http://localhost:${SITE_PORT}/about-yu`);

    const rows: Row[] = [];
    rows.push(await load("static file (/robots.txt)", { requests: [{ path: "/robots.txt" }] }));
    rows.push(await load("cached page (/about-yu)", { requests: [{ path: "/about-yu" }] }));
    let next = 0;
    rows.push(
      await load(`uncached pages (/units/{code}, ${units.length} distinct)`, {
        requests: [{ setupRequest: (req) => ({ ...req, path: `/units/${units[next++ % units.length]}` }) }],
      }),
    );

    const js = await firstLoadJs(`http://localhost:${SITE_PORT}`, "/about-yu");
    const floor = await frameworkFloorJs(`http://localhost:${SITE_PORT}`, path.join(root, "apps/site"));
    const above = (js.gzipBytes - floor.gzipBytes) / 1024;
    console.log(`\nfirst-load JavaScript of a content page (/about-yu): ${(js.gzipBytes / 1024).toFixed(1)} KB gzip in ${js.scripts} scripts; ` +
      `the framework's floor (a page with no client component): ${(floor.gzipBytes / 1024).toFixed(1)} KB in ${floor.scripts}; ` +
      `above the floor: ${above.toFixed(1)} KB (budget 15 KB)`);

    const ceiling = rows[0]?.rps ?? 1;
    console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, loopback, 2 cores\n`);
    console.log("| load | req/s | p50 ms | p99 ms | of static | errors |");
    console.log("|---|---:|---:|---:|---:|---:|");
    for (const r of rows) {
      console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${((r.rps / ceiling) * 100).toFixed(0)}% | ${r.errors + r.non2xx} |`);
    }
    const cached = rows[1];
    const uncached = rows[2];
    if (cached && uncached) console.log(`\ncached / uncached throughput: ${(cached.rps / Math.max(uncached.rps, 0.01)).toFixed(1)}×`);
}
