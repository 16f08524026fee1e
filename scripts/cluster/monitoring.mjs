// The cluster's monitoring: Prometheus (Debian's package) scraping every part — each site instance's and the content
// service's metrics port, and Debian's exporters of Varnish, Redis and PostgreSQL — with the alert rules of
// deploy/prometheus/alerts.yml. A missing program is named in one line and its part left out; the cluster runs on.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "../lib.mjs";
import { onPath } from "./tools.mjs";

export const ALERTS_FILE = path.join(repoRoot, "deploy/prometheus/alerts.yml");

/**
 * @typedef {{ sitePorts: number[], contentPort: number, prometheusPort: number, varnishExporterPort: number,
 *   redisExporterPort: number, postgresExporterPort: number }} MetricsPorts
 */

/**
 * Prometheus's configuration for these scrape jobs (job name → `host:port` targets), with the alert rules.
 * @param {{ jobs: Record<string, string[]>, rulesFile: string, intervalSeconds?: number }} options
 */
export function prometheusConfig({ jobs, rulesFile, intervalSeconds = 5 }) {
  const lines = [
    "# Written by npm run start:cluster (scripts/cluster/monitoring.mjs); see deploy/README.md.",
    "global:",
    `  scrape_interval: ${intervalSeconds}s`,
    `  evaluation_interval: ${intervalSeconds}s`,
    "rule_files:",
    `  - ${JSON.stringify(rulesFile)}`,
    "scrape_configs:",
    ...Object.entries(jobs).filter(([, targets]) => targets.length > 0).flatMap(([job, targets]) => [
      `  - job_name: ${JSON.stringify(job)}`,
      "    static_configs:",
      `      - targets: [${targets.map((t) => JSON.stringify(t)).join(", ")}]`,
    ]),
  ];
  return `${lines.join("\n")}\n`;
}

/**
 * Starts the exporters and Prometheus. Returns Prometheus's address (null without it) and the parts left out.
 * @param {{ ports: MetricsPorts, dataDir: string, varnishWorkDir: string, redisUrl: string, databaseUrl: string,
 *   start: (name: string, command: string, args: string[], options?: object) => import("node:child_process").ChildProcess,
 *   log?: (line: string) => void }} options
 */
export function startMonitoring({ ports, dataDir, varnishWorkDir, redisUrl, databaseUrl, start, log = console.log }) {
  const at = (port) => `127.0.0.1:${port}`;
  /** @type {Record<string, string[]>} */
  const jobs = { site: ports.sitePorts.map(at), content: [at(ports.contentPort)] };
  const missing = [];
  const exporters = [
    ["varnish", "prometheus-varnish-exporter", ports.varnishExporterPort, ["-n", varnishWorkDir, "-web.listen-address", at(ports.varnishExporterPort)], {}],
    ["redis", "prometheus-redis-exporter", ports.redisExporterPort, ["-redis.addr", redisUrl, "-web.listen-address", at(ports.redisExporterPort)], {}],
    ["postgres", "prometheus-postgres-exporter", ports.postgresExporterPort, [`--web.listen-address=${at(ports.postgresExporterPort)}`],
      { env: { ...process.env, DATA_SOURCE_NAME: withSslDisabled(databaseUrl) } }],
  ];
  for (const [job, program, port, args, options] of exporters) {
    if (!onPath(program)) {
      missing.push(program);
      continue;
    }
    start(`${job}-exporter`, program, args, options);
    jobs[job] = [at(port)];
  }
  let prometheus = null;
  if (onPath("prometheus")) {
    const dir = path.join(dataDir, "prometheus");
    mkdirSync(path.join(dir, "data"), { recursive: true });
    const configFile = path.join(dir, "prometheus.yml");
    writeFileSync(configFile, prometheusConfig({ jobs, rulesFile: ALERTS_FILE }));
    start("prometheus", "prometheus", [`--config.file=${configFile}`, `--storage.tsdb.path=${path.join(dir, "data")}`,
      `--web.listen-address=${at(ports.prometheusPort)}`, "--log.level=warn"]);
    prometheus = `http://${at(ports.prometheusPort)}`;
  } else {
    missing.push("prometheus");
  }
  if (missing.length > 0) log(`Monitoring without ${missing.join(", ")} (not installed: sudo apt-get install ${missing.join(" ")}).`);
  return { prometheus, jobs, missing };
}

/** PostgreSQL's exporter connects with TLS unless told otherwise; the cluster's own server has none. */
function withSslDisabled(url) {
  const parsed = new URL(url);
  if (!parsed.searchParams.has("sslmode") && ["127.0.0.1", "localhost", "::1"].includes(parsed.hostname)) parsed.searchParams.set("sslmode", "disable");
  return parsed.toString();
}
