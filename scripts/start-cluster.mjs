// `npm run start:cluster`: the production topology on this machine (docs/operations.md, "Running in production"): PostgreSQL,
// Redis, the content service, two site instances sharing their page cache through Redis, and Varnish in front.
// Installs Debian's packages when they are missing and this is root; Ctrl-C stops everything.
import path from "node:path";
import { buildMissing, repoRoot, requireProjectNode } from "./lib.mjs";
import { ensurePackages } from "./cluster/tools.mjs";
import { startTopology } from "./cluster/topology.mjs";

requireProjectNode();

const number = (name, fallback) => Number(process.env[name] || fallback);

const problem = ensurePackages();
if (problem) {
  console.error(problem);
  process.exit(1);
}
const buildCode = await buildMissing(process.argv.includes("--rebuild"));
if (buildCode !== 0) process.exit(buildCode);

const options = {
  frontPort: number("CLUSTER_PORT", 8080),
  contentPort: number("CONTENT_PORT", 3001),
  sitePorts: (process.env.CLUSTER_SITE_PORTS || "3010,3011").split(",").map((port) => Number(port.trim())),
  redisPort: number("CLUSTER_REDIS_PORT", 6380),
  postgresPort: number("CLUSTER_POSTGRES_PORT", 5433),
  dataDir: path.resolve(repoRoot, process.env.CLUSTER_DATA_DIR || ".cluster"),
  databaseUrl: process.env.DATABASE_URL || null,
  redisUrl: process.env.REDIS_URL || null,
  // Each part's metrics, scraped by Prometheus with Debian's exporters of Varnish, Redis and PostgreSQL.
  metrics: {
    sitePorts: (process.env.CLUSTER_SITE_METRICS_PORTS || "9110,9111").split(",").map((port) => Number(port.trim())),
    contentPort: number("CLUSTER_CONTENT_METRICS_PORT", 9102),
    prometheusPort: number("CLUSTER_PROMETHEUS_PORT", 9090),
    varnishExporterPort: number("CLUSTER_VARNISH_EXPORTER_PORT", 9131),
    redisExporterPort: number("CLUSTER_REDIS_EXPORTER_PORT", 9121),
    postgresExporterPort: number("CLUSTER_POSTGRES_EXPORTER_PORT", 9187),
  },
};
if (options.metrics.sitePorts.length < options.sitePorts.length) {
  console.error("CLUSTER_SITE_METRICS_PORTS needs one port per site instance (CLUSTER_SITE_PORTS).");
  process.exit(1);
}

let topology;
try {
  topology = await startTopology(options);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  console.log("Stopping the cluster…");
  await topology.stop();
  process.exit(code);
}
process.on("SIGINT", () => void stopAll(0));
process.on("SIGTERM", () => void stopAll(0));
for (const [name, child] of topology.children) {
  child.on("exit", (code) => {
    if (!stopping) console.error(`${name} stopped (exit ${code}); the cluster keeps running without it.`);
  });
}

console.log(`
  The site is ready behind the cache: ${topology.front}
  Site instances: ${topology.sites.join(", ")}   Content service: ${topology.content}
  Metrics: ${[...(topology.metrics?.sites ?? []), topology.metrics?.content].filter(Boolean).join(", ")}
  Prometheus: ${topology.metrics?.prometheus ?? "not started (not installed)"}
  Ctrl-C stops everything.
`);
