import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { collectDefaultMetrics, Registry } from "prom-client";
import { EXPORTER_METRICS } from "../../scripts/cluster/exporter-metrics.mjs";

const SUFFIXES: Record<string, string[]> = { histogram: ["_bucket", "_sum", "_count"], summary: ["", "_sum", "_count"] };
const series = (name: string, type: string) => (SUFFIXES[type] ?? [""]).map((suffix) => `${name}${suffix}`);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ["node_modules", "dist", ".next", "testing"].includes(entry.name) ? [] : sourceFiles(full);
    return /\.(ts|mjs)$/.test(entry.name) && !entry.name.includes(".test.") ? [full] : [];
  });
}

/** The series names the apps' code registers (`new Counter({ name: "…" })` and the like), from their source. */
export function codeMetricNames(root: string): Set<string> {
  const names = new Set<string>();
  for (const dir of ["apps/site/src", "apps/site/server", "apps/content/src", "packages"]) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/new (Counter|Gauge|Histogram|Summary)\(\{\s*name:\s*"([a-z_:][a-z0-9_:]*)"/g)) {
        for (const name of series(match[2]!, match[1]!.toLowerCase())) names.add(name);
      }
      // A shared package's figures named after the app that counts them (`${prefix}_…`): both apps' names.
      for (const match of text.matchAll(/new (Counter|Gauge|Histogram|Summary)\(\{\s*name:\s*`\$\{prefix\}(_[a-z0-9_:]+)`/g)) {
        for (const app of ["site", "content"]) for (const name of series(`${app}${match[2]!}`, match[1]!.toLowerCase())) names.add(name);
      }
    }
  }
  return names;
}

/** The runtime's own series both apps publish (prom-client's default metrics, prefixed `site_` and `content_`). */
export async function runtimeMetricNames(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const prefix of ["site_", "content_"]) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix });
    for (const metric of await registry.getMetricsAsJSON()) for (const name of series(metric.name, String(metric.type))) names.add(name);
    registry.clear();
  }
  return names;
}

/** Every name an alert or a panel may read: the code's, the runtime's and the exporters' known names. */
export async function knownMetricNames(root: string): Promise<Set<string>> {
  return new Set([...codeMetricNames(root), ...(await runtimeMetricNames()), ...Object.values(EXPORTER_METRICS).flat()]);
}
