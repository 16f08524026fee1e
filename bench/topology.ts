// The `topology` suite: the production topology (scripts/cluster/topology.mjs) measured on one page body, in one run:
//   1. nginx serving that page's HTML as a file (the ceiling of serving these bytes on this machine),
//   2. Varnish answering it from its cache (a HIT),
//   3. one site instance alone, serving it from its page cache,
//   4. never-visited pages (unit pages, each rendered once) from one site instance;
// then the framework's own ceiling (framework-ceiling.ts): a bare Next.js app's cached page and never-visited pages of
// the same size, with no proxy, no site code and no data. Each load is run for WARM_UP_S first, unmeasured: a Node
// server's figures are those of its code once compiled, as nginx's and Varnish's are from their first request.
// Goals on a 2-core machine: Varnish at least 80 % of nginx, the site alone at least 25 %, never-visited pages at
// least 100 req/s. Needs Debian's nginx (nginx-light), varnish, varnish-modules, redis-server and postgresql.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ensurePackages } from "../scripts/cluster/tools.mjs";
import { startTopology } from "../scripts/cluster/topology.mjs";
import { startFrameworkCeiling } from "./framework-ceiling.ts";

const PAGE = "/about-yu";
// Next's server takes tens of seconds of traffic to compile its hot code and reach its steady rate on this host
// (3 s of warm-up measured the site at 31 % of the bare app, 20 s at 40–70 %): every load gets the same warm-up.
const WARM_UP_S = Number(process.env.BENCH_WARM_UP_S ?? 20);

export interface TopologyRow {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

interface Options {
  portBase: number;
  connections: number;
  duration: number;
  scale: number;
}

async function load(name: string, url: string, paths: () => string, options: Options): Promise<TopologyRow> {
  await autocannon({ url, connections: options.connections, duration: WARM_UP_S, requests: [{ setupRequest: (req) => ({ ...req, path: paths() }) }] });
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.duration,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths() }) }],
  });
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures: result.errors + result.non2xx };
}

function startNginx(dir: string, port: number): ChildProcess {
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(conf, [
    "daemon off;",
    "worker_processes auto;",
    ...(process.getuid?.() === 0 ? ["user root;"] : []),
    `pid ${path.join(dir, "nginx.pid")};`,
    `error_log ${path.join(dir, "error.log")} warn;`,
    "events { worker_connections 1024; }",
    "http {",
    "  access_log off;",
    `  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};`,
    "  keepalive_requests 100000;",
    `  server { listen 127.0.0.1:${port}; root ${dir}; location / { default_type text/html; try_files $uri.html =404; } }`,
    "}",
  ].join("\n"));
  return spawn("nginx", ["-c", conf, "-p", dir], { stdio: "ignore" });
}

export async function benchTopology(options: Options): Promise<TopologyRow[] | string> {
  const problem = ensurePackages();
  if (problem) return problem;
  if (spawnSync("sh", ["-c", "command -v nginx"]).status !== 0) return "The topology suite needs nginx (Debian's nginx-light) for its ceiling.";
  const dir = mkdtempSync(path.join(tmpdir(), "yu-bench-topology-"));
  chmodSync(dir, 0o755);
  const previousScale = process.env.CONTENT_SCALE;
  process.env.CONTENT_SCALE = String(options.scale);
  const topology = await startTopology({
    frontPort: options.portBase,
    contentPort: options.portBase + 1,
    sitePorts: [options.portBase + 2, options.portBase + 3],
    redisPort: options.portBase + 4,
    postgresPort: options.portBase + 5,
    dataDir: path.join(dir, "cluster"),
    quiet: true,
    // One load generator is one visitor asking far more than a person would.
    extraSiteEnv: { SITE_RATE_LIMITS: "search=100000000,suggest=100000000" },
  });
  if (previousScale === undefined) delete process.env.CONTENT_SCALE;
  else process.env.CONTENT_SCALE = previousScale;
  const nginxPort = options.portBase + 6;
  let nginx: ChildProcess | null = null;
  let ceiling: Awaited<ReturnType<typeof startFrameworkCeiling>> | null = null;
  try {
    const site = topology.sites[0] as string;
    // The same bytes everywhere: the page as the site sends it uncompressed.
    const html = await (await fetch(`${site}${PAGE}`)).text();
    writeFileSync(path.join(dir, `${PAGE.slice(1)}.html`), html);
    nginx = startNginx(dir, nginxPort);
    await new Promise((r) => setTimeout(r, 500));
    for (let i = 0; i < 3; i += 1) await fetch(`${topology.front}${PAGE}`);

    const units: string[] = [];
    for (let offset = 0; offset < 20_000; offset += 50) {
      const res = await fetch(`${topology.content}/api/v1/node/unit?site=7&page[offset]=${offset}&page[limit]=50&fields[node--unit]=field_unit_code`);
      const body = (await res.json()) as { data: { attributes: { field_unit_code: string } }[] };
      units.push(...body.data.map((d) => d.attributes.field_unit_code));
      if (body.data.length < 50) break;
    }
    let next = 0;
    const rows = [
      await load(`nginx, the page as a file (${(html.length / 1024).toFixed(0)} KB)`, `http://127.0.0.1:${nginxPort}`, () => PAGE, options),
      await load("Varnish HIT", topology.front, () => PAGE, options),
      await load("one site instance alone, cached page", site, () => PAGE, options),
      await load(`never-visited pages (/units/{code}, ${units.length} distinct)`, site, () => `/units/${units[next++ % units.length]}`, options),
    ];
    // A page asked for a second time is served from the cache: the row says how many were, so that a catalogue too
    // small for the rate (BENCH_TOPOLOGY_SCALE) cannot pass for a faster render.
    const repeated = Math.max(0, next - units.length);
    if (repeated > 0 && rows[3]) rows[3].name += `, ${repeated} of the ${next} asked a second time: raise BENCH_TOPOLOGY_SCALE`;
    const bare = await startFrameworkCeiling(options.portBase + 7, Buffer.byteLength(html));
    ceiling = bare;
    let fresh = 0;
    rows.push(
      await load(`the framework's ceiling: bare Next, cached page (${(bare.bytes / 1024).toFixed(0)} KB)`, bare.origin, () => bare.cachedPath, options),
      await load("the framework's ceiling: bare Next, never-visited pages, no data", bare.origin, () => `${bare.freshPrefix}${fresh++}`, options),
    );
    return rows;
  } finally {
    await ceiling?.stop();
    nginx?.kill("SIGTERM");
    await topology.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printTopology(result: TopologyRow[] | string, connections: number, duration: number): void {
  if (typeof result === "string") {
    console.log(`\ntopology: skipped. ${result}`);
    return;
  }
  const ceiling = result[0]?.rps ?? 1;
  console.log(`\ntopology: ${connections} connections, ${duration} s each, loopback, 2 cores\n`);
  console.log("| load | req/s | p50 ms | p99 ms | of nginx | failures |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const r of result) {
    console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${((r.rps / ceiling) * 100).toFixed(0)}% | ${r.failures} |`);
  }
  const [, varnish, alone, fresh, bareCached, bareFresh] = result;
  const share = (row: TopologyRow | undefined) => (row ? ((row.rps / ceiling) * 100).toFixed(0) : "?");
  console.log(`\ngoals: Varnish HIT ≥ 80 % of nginx (${share(varnish)} %), ` +
    `site alone ≥ 25 % (${share(alone)} %), never-visited ≥ 100 req/s (${fresh ? fresh.rps.toFixed(0) : "?"})`);
  console.log(`the framework's own ceiling, same page size: cached ${share(bareCached)} % of nginx, ` +
    `never-visited ${bareFresh ? bareFresh.rps.toFixed(0) : "?"} req/s`);
  const ofBare = (site: TopologyRow | undefined, bare: TopologyRow | undefined) =>
    (site && bare && bare.rps > 0 ? ((site.rps / bare.rps) * 100).toFixed(0) : "?");
  console.log(`the site beside that ceiling: cached page ${ofBare(alone, bareCached)} % of bare Next's rate (goal ≥ 70 %), ` +
    `never-visited pages ${ofBare(fresh, bareFresh)} % (goal ≥ 60 %)`);
}
