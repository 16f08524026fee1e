// The `budgets` suite: the search budget as it is configured by default (docs/security.md, "Rate limits"), on a site instance
// of its own (the bench's other instance has its budgets lifted) behind a trusted load balancer, so that each load
// names its one address in X-Forwarded-For. Two loads, each from one address:
//   1. a class behind one address: 30 visitors, each with 3 searches and 1 course-finder query at random moments in
//      60 s, every one a new search (the worst case: each reaches the search service) → how many are refused;
//   2. one client asking 400 distinct uncached searches as fast as 10 connections go → how many are refused, and
//      meanwhile the p95 of cached pages for the others: elsewhere (a content page, a popular search), and behind
//      the same address (the popular search, which the page cache holds), beside the same before the load.
// Called by run.ts.
import { spawn } from "node:child_process";
import { demoSiteEnv, siteDir, siteServerArgs, waitForUrl } from "../scripts/lib.mjs";
import { percentile } from "./latency.ts";

const CLASS_VISITORS = 30;
const CLASS_SEARCHES = 3;
const CLASS_WINDOW_MS = 60_000;
const FLOOD_SEARCHES = 400;
const FLOOD_CONNECTIONS = 10;
const BASELINE_MS = 5_000;

const CLASS_ADDRESS = "198.51.100.30";
const FLOOD_ADDRESS = "198.51.100.66";
const ELSEWHERE = ["203.0.113.1", "203.0.113.2"];

const WORDS = ["nursing", "business", "teaching", "cyber security", "psychology", "engineering", "accounting", "law", "design", "health"];
const CACHED_CONTENT = "/about-yu";
const CACHED_SEARCH = "/search?query=nursing";

export interface BudgetsBench {
  classAsked: number;
  classRefused: number;
  classOther: string;
  classP95: number;
  floodAsked: number;
  floodRefused: number;
  floodOther: string;
  floodSeconds: number;
  others: { name: string; before: number; during: number; asked: number; refused: number }[];
}

/** A small seeded generator, so that every run spreads the class the same way. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The answers neither 200 nor 429, by status ("none" when there are none). */
function other(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) if (status !== 200 && status !== 429) counts.set(status, (counts.get(status) ?? 0) + 1);
  return counts.size === 0 ? "none" : [...counts].map(([status, n]) => `${n}× ${status}`).join(", ");
}

async function get(origin: string, path: string, address: string): Promise<{ status: number; ms: number }> {
  const t0 = performance.now();
  // Each answer as it is sent: a redirect (a search whose service failed sends the visitor on) is not followed.
  const res = await fetch(`${origin}${path}`, { headers: { "x-forwarded-for": address }, redirect: "manual" });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - t0 };
}

/** Others asking cached pages, one connection each, until `until` resolves: their answers' times and statuses. */
async function others(origin: string, who: { path: string; address: string }[], until: Promise<unknown>) {
  let done = false;
  void until.then(() => (done = true));
  return Promise.all(who.map(async ({ path, address }) => {
    const times: number[] = [];
    let refused = 0;
    while (!done) {
      const answer = await get(origin, path, address);
      times.push(answer.ms);
      if (answer.status === 429) refused += 1;
      await new Promise((r) => setTimeout(r, 20));
    }
    return { times, refused };
  }));
}

export async function benchBudgets(options: { port: number; contentUrl: string }): Promise<BudgetsBench> {
  const child = spawn(process.execPath, siteServerArgs(options.port), {
    cwd: siteDir,
    stdio: "ignore",
    // The defaults of every budget (no SITE_RATE_LIMITS), behind a load balancer on loopback.
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", CONTENT_API_URL: options.contentUrl, ...demoSiteEnv(process.env),
      SITE_RATE_LIMITS: "", SITE_TRUST_PROXY: "127.0.0.1,::1" },
  });
  const origin = `http://127.0.0.1:${options.port}`;
  try {
    if (!(await waitForUrl(`${origin}/api/health`, { child, timeoutMs: 60_000 }))) throw new Error("the site (budgets) did not start");
    // Warm: the server's code, the cached pages the others ask for (from an address of its own).
    for (let i = 0; i < 5; i += 1) {
      await get(origin, CACHED_CONTENT, "192.0.2.1");
      await get(origin, CACHED_SEARCH, "192.0.2.1");
      await get(origin, `/search?query=warm+${i}`, "192.0.2.1");
      await get(origin, `/course-discovery?query=warm+${i}`, "192.0.2.1");
    }

    // 1. The class: every visitor's searches and finder query at random moments of one minute, each a new search.
    const random = seeded(30);
    const asks: { at: number; path: string }[] = [];
    for (let v = 0; v < CLASS_VISITORS; v += 1) {
      for (let s = 0; s < CLASS_SEARCHES; s += 1) {
        asks.push({ at: random() * CLASS_WINDOW_MS, path: `/search?query=${encodeURIComponent(`${WORDS[(v + s) % WORDS.length]} ${v}-${s}`)}` });
      }
      asks.push({ at: random() * CLASS_WINDOW_MS, path: `/course-discovery?query=${encodeURIComponent(`${WORDS[v % WORDS.length]} ${v}`)}` });
    }
    const classAnswers = await Promise.all(asks.map(async ({ at, path }) => {
      await new Promise((r) => setTimeout(r, at));
      return get(origin, path, CLASS_ADDRESS);
    }));
    const classTimes = classAnswers.map((a) => a.ms).sort((a, b) => a - b);

    // 2. One client, many new searches at once; the others meanwhile, before it and during it.
    const who = [
      { name: `a content page (${CACHED_CONTENT}), elsewhere`, path: CACHED_CONTENT, address: ELSEWHERE[0]! },
      { name: `a popular search (${CACHED_SEARCH}), elsewhere`, path: CACHED_SEARCH, address: ELSEWHERE[1]! },
      { name: `a popular search (${CACHED_SEARCH}), behind the same address`, path: CACHED_SEARCH, address: FLOOD_ADDRESS },
    ];
    const before = await others(origin, who, new Promise((r) => setTimeout(r, BASELINE_MS)));
    let next = 0;
    const statuses: number[] = [];
    const started = performance.now();
    const flood = Promise.all(Array.from({ length: FLOOD_CONNECTIONS }, async () => {
      while (next < FLOOD_SEARCHES) {
        const n = next++;
        statuses.push((await get(origin, `/search?query=${encodeURIComponent(`${WORDS[n % WORDS.length]} flood ${n}`)}`, FLOOD_ADDRESS)).status);
      }
    }));
    const during = await others(origin, who, flood);
    const floodSeconds = (performance.now() - started) / 1000;

    const p95 = (times: number[]) => percentile([...times].sort((a, b) => a - b), 95);
    return {
      classAsked: classAnswers.length,
      classRefused: classAnswers.filter((a) => a.status === 429).length,
      classOther: other(classAnswers.map((a) => a.status)),
      classP95: percentile(classTimes, 95),
      floodAsked: statuses.length,
      floodRefused: statuses.filter((s) => s === 429).length,
      floodOther: other(statuses),
      floodSeconds,
      others: who.map(({ name }, i) => ({
        name,
        before: p95(before[i]!.times),
        during: p95(during[i]!.times),
        asked: during[i]!.times.length,
        refused: during[i]!.refused,
      })),
    };
  } finally {
    child.kill("SIGTERM");
  }
}

export function printBudgets(bench: BudgetsBench): void {
  console.log("\nSearch budget (defaults, docs/security.md, \"Rate limits\"), each load from one address, loopback, 2 cores\n");
  console.log(`class: ${CLASS_VISITORS} visitors × (${CLASS_SEARCHES} searches + 1 finder query) in ${CLASS_WINDOW_MS / 1000} s, every one a new search: ` +
    `${bench.classRefused} of ${bench.classAsked} refused, other answers: ${bench.classOther} (p95 ${bench.classP95.toFixed(0)} ms)`);
  console.log(`one client, ${FLOOD_SEARCHES} distinct uncached searches at ${FLOOD_CONNECTIONS} connections: ${bench.floodRefused} of ${bench.floodAsked} refused, ` +
    `other answers: ${bench.floodOther}, in ${bench.floodSeconds.toFixed(1)} s\n`);
  console.log("| cached page asked by others during it | p95 ms before | p95 ms during | asked | refused |");
  console.log("|---|---:|---:|---:|---:|");
  for (const o of bench.others) console.log(`| ${o.name} | ${o.before.toFixed(1)} | ${o.during.toFixed(1)} | ${o.asked} | ${o.refused} |`);
}
