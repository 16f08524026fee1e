// Load with every response time kept, so that p95 is exact (autocannon itself reports p90 and p97.5).
import autocannon from "autocannon";

export interface LatencyRow {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export function row(name: string, latencies: number[], seconds: number, errors: number): LatencyRow {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { name, requests: sorted.length, rps: sorted.length / seconds, p50: percentile(sorted, 50), p95: percentile(sorted, 95),
    p99: percentile(sorted, 99), errors };
}

/** autocannon with every response time kept, so that p95 is exact (autocannon reports p90 and p97.5). */
export async function load(name: string, options: autocannon.Options): Promise<LatencyRow> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on("response", (_client, _status, _bytes, time) => latencies.push(time));
  });
  return row(name, latencies, result.duration, result.errors + result.non2xx + result.timeouts);
}


/** The rows as a Markdown table. */
export function printRows(rows: LatencyRow[]): void {
  console.log("| load | requests | req/s | p50 ms | p95 ms | p99 ms | errors |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(`| ${r.name} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`);
  }
}

/** Each path once, one at a time: the cost of a first visit, before any answer is cached. */
export async function onePass(name: string, origin: string, paths: string[]): Promise<LatencyRow> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  for (const path of paths) {
    const t0 = performance.now();
    const res = await fetch(`${origin}${path}`);
    await res.arrayBuffer();
    latencies.push(Math.round(performance.now() - t0));
    if (!res.ok) errors += 1;
  }
  return row(name, latencies, (performance.now() - started) / 1000, errors);
}
