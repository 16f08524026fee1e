// The `stages` suite: what each optional answer stage of the site's server (SITE_SKIP_STAGES: scripts-after-paint,
// compression, not-modified) costs and saves on a cached page. One site instance per setting, in turn, against the
// bench's content service; each serves the cached page to a plain GET, to a GET that holds its ETag (If-None-Match)
// and to a browser's `Accept-Encoding`, with the bytes of each answer. Lighthouse of the same settings is the quality
// suite run with SITE_SKIP_STAGES set (docs/benchmarks.md).
import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { demoSiteEnv, siteDir, siteServerArgs, waitForUrl } from "../scripts/lib.mjs";

const PAGE = "/about-yu";
const SETTINGS: [string, string][] = [
  ["every stage", ""],
  ["without not-modified", "not-modified"],
  ["without compression", "compression"],
  ["without scripts-after-paint", "scripts-after-paint"],
  ["without the three", "not-modified,compression,scripts-after-paint"],
];
const WARM_UP_S = 5;

export interface StagesRow {
  setting: string;
  load: string;
  rps: number;
  p50: number;
  p99: number;
  kbPerAnswer: number;
  statuses: string;
}

interface Options {
  port: number;
  contentUrl: string;
  connections: number;
  duration: number;
}

async function measure(url: string, headers: Record<string, string>, options: Options) {
  await autocannon({ url, headers, connections: options.connections, duration: WARM_UP_S });
  const result = await autocannon({ url, headers, connections: options.connections, duration: options.duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    kbPerAnswer: result.requests.average > 0 ? result.throughput.average / result.requests.average / 1024 : 0,
    statuses: `${result["2xx"]} 2xx, ${result["3xx"]} 3xx, ${result.non2xx - result["3xx"]} other`,
  };
}

export async function benchStages(options: Options): Promise<StagesRow[]> {
  const rows: StagesRow[] = [];
  for (const [setting, skip] of SETTINGS) {
    const child = spawn(process.execPath, siteServerArgs(options.port), {
      cwd: siteDir,
      stdio: "ignore",
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", CONTENT_API_URL: options.contentUrl, ...demoSiteEnv(process.env), SITE_SKIP_STAGES: skip },
    });
    try {
      const origin = `http://127.0.0.1:${options.port}`;
      if (!(await waitForUrl(`${origin}/api/health`, { child, timeoutMs: 60_000 }))) throw new Error(`the site (${setting}) did not start`);
      for (let i = 0; i < 3; i += 1) await (await fetch(`${origin}${PAGE}`)).text();
      const etag = (await fetch(`${origin}${PAGE}`)).headers.get("etag") ?? "";
      const loads: [string, Record<string, string>][] = [
        ["plain GET", {}],
        ["If-None-Match: its ETag", { "if-none-match": etag }],
        ["Accept-Encoding: gzip, deflate, br, zstd", { "accept-encoding": "gzip, deflate, br, zstd" }],
      ];
      for (const [load, headers] of loads) rows.push({ setting, load, ...(await measure(`${origin}${PAGE}`, headers, options)) });
    } finally {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  }
  return rows;
}

export function printStages(rows: StagesRow[], connections: number, duration: number): void {
  console.log(`\nstages: the cached page ${PAGE} from one instance per SITE_SKIP_STAGES setting, ${connections} connections, ${duration} s each\n`);
  console.log("| setting | load | req/s | p50 ms | p99 ms | KB per answer | answers |");
  console.log("|---|---|---:|---:|---:|---:|---|");
  for (const r of rows) console.log(`| ${r.setting} | ${r.load} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.kbPerAnswer.toFixed(1)} | ${r.statuses} |`);
}
