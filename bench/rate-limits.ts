// The per-visitor rate limits against the built apps, as `npm start` runs them (content service trusting the
// local site, the site started with its peer-address hook). Run: `npx tsx bench/rate-limits.ts` after a build.
//  1. 300 suggestion posts at once from one visitor, each with a different forged X-Forwarded-For: how many pass.
//  2. A site behind a load balancer (SITE_TRUST_PROXY=loopback): 20 web form posts from 20 visitors at once, then
//     12 from one visitor.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { siteServerArgs } from "../scripts/lib.mjs";

const root = path.resolve(import.meta.dirname, "..");
const BASE = Number(process.env.RATE_BENCH_PORT_BASE ?? 4270);
const CONTENT = `http://127.0.0.1:${BASE}`;
const children: ChildProcess[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), "yu-rate-bench-"));

function start(args: string[], env: Record<string, string>, cwd = root): void {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  children.push(child);
}

async function waitFor(url: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

async function startSite(port: number, env: Record<string, string> = {}): Promise<string> {
  start(siteServerArgs(port), {
    CONTENT_API_URL: CONTENT, SITE_ORIGIN: `http://localhost:${port}`, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env,
  }, path.join(root, "apps/site"));
  await waitFor(`http://localhost:${port}/api/health`, 60_000);
  return `http://localhost:${port}`;
}

function tally(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${n}× ${status}`).join(", ");
}

const contact = () => JSON.stringify({ data: {
  name: "Jane Citizen", email: "jane@example.edu", enquiry_type: "future", subject: "Entry", message: "When does semester start?",
  privacy: true, form_started_at: Date.now() - 10_000, website: "",
} });

async function post(site: string, webform: string, forwardedFor: string): Promise<number> {
  const res = await fetch(`${site}/api/webform/${webform}`, {
    method: "POST", body: contact(), headers: { "content-type": "application/json", origin: site, "x-forwarded-for": forwardedFor },
  });
  await res.arrayBuffer();
  return res.status;
}

try {
  start(["apps/content/dist/server.js"], { CONTENT_PORT: String(BASE), CONTENT_DATA_DIR: dataDir, LOG_LEVEL: "warn", CONTENT_TRUST_PROXY: "127.0.0.1,::1" });
  await waitFor(`${CONTENT}/health`, 300_000);

  const site = await startSite(BASE + 1);
  const t0 = performance.now();
  const suggestions = await Promise.all(Array.from({ length: 300 }, async (_, i) => {
    const res = await fetch(`${site}/api/search-autocomplete`, {
      method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${i % 250}` },
      body: JSON.stringify({ type: "suggestions", params: { partial_query: "nurs", show: 10 } }),
    });
    await res.arrayBuffer();
    return { status: res.status, retryAfter: res.headers.get("retry-after") };
  }));
  const seconds = (performance.now() - t0) / 1000;
  console.log(`300 suggestion posts from one visitor (forged X-Forwarded-For each) in ${seconds.toFixed(2)} s: ${tally(suggestions.map((s) => s.status))}` +
    `; Retry-After ${suggestions.find((s) => s.status === 429)?.retryAfter ?? "-"} s`);

  const balanced = await startSite(BASE + 2, { SITE_TRUST_PROXY: "127.0.0.1,::1" });
  const visitors = await Promise.all(Array.from({ length: 20 }, (_, i) => post(balanced, "contact", `203.0.113.${i + 1}`)));
  console.log(`20 web form posts at once from 20 visitors (behind a trusted load balancer): ${tally(visitors)}`);
  const one: number[] = [];
  for (let i = 0; i < 12; i++) one.push(await post(balanced, "contact", `192.0.2.${i + 1}, 198.51.100.7`));
  console.log(`12 posts from one visitor (a forged left-most X-Forwarded-For each): ${one.join(" ")}`);
} finally {
  for (const child of children) child.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
