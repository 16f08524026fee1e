// Evidence that the production topology's metrics count what happens: traffic through Varnish (pages, a search, a
// form post, a 404, a refused suggestion) and a publish through the content service show in each app's metrics
// port, each exporter answers with the names the alerts and the dashboard use, and Prometheus (when installed)
// scrapes every part. Ports: CLUSTER_TEST_PORT_BASE + 20 onwards (topology.cluster.test.ts takes the first ones).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPORTER_METRICS } from "./exporter-metrics.mjs";
import { startTopology } from "./topology.mjs";
import { onPath } from "./tools.mjs";

const base = Number(process.env.CLUSTER_TEST_PORT_BASE ?? 4910) + 20;
const dataDir = mkdtempSync(path.join(tmpdir(), "yu-cluster-metrics-"));
const ports = {
  sitePorts: [base + 6, base + 7], contentPort: base + 8, prometheusPort: base + 9,
  varnishExporterPort: base + 10, redisExporterPort: base + 11, postgresExporterPort: base + 12,
};
let topology: Awaited<ReturnType<typeof startTopology>>;

/** One request with a deadline; the answer's status and text. */
async function ask(url: string, init: RequestInit = {}): Promise<{ status: number; text: string }> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(40_000) });
  return { status: res.status, text: await res.text() };
}

/** The sum of a metric's samples in Prometheus's text format, over the samples carrying every label given. */
function total(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})? (\S+)/.exec(line);
    if (!match || match[1] !== name) continue;
    if (Object.entries(labels).every(([key, value]) => (match[2] ?? "").includes(`${key}="${value}"`))) sum += Number(match[3]);
  }
  return sum;
}

/** Polls until `check` holds or the time runs out (a busy machine answers late, not wrongly). */
async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return check().catch(() => false);
}

const scrape = async (url: string) => (await ask(url)).text;
const siteMetrics = async () => Promise.all(topology.metrics!.sites.map(scrape));
const sumSites = (texts: string[], name: string, labels?: Record<string, string>) => texts.reduce((sum, text) => sum + total(text, name, labels), 0);

beforeAll(async () => {
  topology = await startTopology({
    frontPort: base, contentPort: base + 1, sitePorts: [base + 2, base + 3], redisPort: base + 4, postgresPort: base + 5,
    dataDir, quiet: true, metrics: ports,
    extraContentEnv: { CONTENT_DEMO_EDITORS: "true" },
    // One suggestion a minute per visitor: the second is refused, so that a refusal is counted.
    extraSiteEnv: { SITE_RATE_LIMITS: "suggest=1" },
  });
}, 400_000);

afterAll(async () => {
  await topology?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe("the production topology's metrics", () => {
  it("count traffic through Varnish and a publish, in each app's metrics port, by family", async () => {
    const front = (pathname: string, init?: RequestInit) => ask(`${topology.front}${pathname}`, init);
    for (const pathname of ["/about-yu", "/study-at-yu/courses", "/about-yu", "/research"]) expect((await front(pathname)).status, pathname).toBe(200);
    expect((await front("/search?query=nursing")).status).toBe(200);
    expect((await front(`/no-such-page-${Date.now()}`)).status).toBe(404);
    const post = await front("/api/webform/contact", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ data: {} }) });
    expect(post.status, post.text).toBeLessThan(500);
    // A limiter's first use in a process may find its Redis connection still opening (the request is let through):
    // a few tries, round robin over both instances, until one is refused.
    const suggest = () => front("/api/search-autocomplete", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(await eventually(async () => (await suggest()).status === 429, 15_000), "a suggestion refused (429)").toBe(true);

    const login = await ask(`${topology.content}/api/v1/user/login?_format=json&site=7`, {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "editor", pass: "demo-editor-password" }),
    });
    const token = (JSON.parse(login.text) as { auth_token: string }).auth_token;
    // A page the demo content holds a draft of, so that publishing it is a change.
    const route = await ask(`${topology.content}/api/v1/route?site=7&path=${encodeURIComponent("/about-yu/vision-mission/accessibility-of-our-website")}`);
    const uuid = (JSON.parse(route.text) as { data: { attributes: { uuid: string } } }).data.attributes.uuid;
    const published = await ask(`${topology.content}/api/v1/editor/node/${uuid}/publish?site=7`, { method: "POST", headers: { "x-authorization": `Bearer ${token}` } });
    expect(published.status, published.text).toBe(200);

    // Each instance records the publish's revalidation (publish-to-live) once the announcement reaches it.
    const live = await eventually(async () => (await siteMetrics()).every((text) => total(text, "site_publish_to_live_seconds_count") > 0), 20_000);
    expect(live, "a publish-to-live sample on every instance").toBe(true);

    const sites = await siteMetrics();
    const count = "site_http_request_duration_seconds_count";
    for (const kind of ["page", "search", "form-post", "api"]) expect(sumSites(sites, count, { kind }), `site ${kind}`).toBeGreaterThan(0);
    expect(sumSites(sites, count, { status: "4xx" }), "site 4xx (the 404)").toBeGreaterThan(0);
    expect(sumSites(sites, "site_page_cache_lookups_total", { store: "redis" }), "shared page cache lookups").toBeGreaterThan(0);
    expect(sumSites(sites, "site_rate_limit_refusals_total", { budget: "suggest" }), "rate-limit refusals").toBeGreaterThan(0);
    expect(sumSites(sites, "site_nodejs_eventloop_lag_p99_seconds"), "runtime").toBeGreaterThan(0);
    const calls = "site_upstream_request_duration_seconds_count";
    expect(sumSites(sites, calls, { service: "content", endpoint: "route" }), "content calls by endpoint").toBeGreaterThan(0);
    expect(sumSites(sites, calls, { service: "search", endpoint: "search" }), "search calls by endpoint").toBeGreaterThan(0);
    expect(sumSites(sites, "site_webform_submissions_total", { kind: "webform-submit" }), "the site's submissions by outcome").toBeGreaterThan(0);
    expect(sumSites(sites, "site_memo_cache_lookups_total"), "in-process memo lookups").toBeGreaterThan(0);

    const content = await scrape(topology.metrics!.content);
    for (const kind of ["route-lookup", "site-data", "webform-submit", "publish", "health"]) {
      expect(total(content, "content_http_request_duration_seconds_count", { kind }), `content ${kind}`).toBeGreaterThan(0);
    }
    expect(total(content, "content_webform_submissions_total", { kind: "webform-submit" }), "submissions").toBeGreaterThan(0);
    expect(total(content, "content_memo_cache_lookups_total", { cache: "search-results" }), "the content service's memo lookups").toBeGreaterThan(0);
    expect(total(content, "content_publish_notifications_total", { target: "revalidate", outcome: "delivered" })).toBeGreaterThanOrEqual(2);
    expect(total(content, "content_publish_notifications_total", { target: "purge", outcome: "delivered" })).toBeGreaterThan(0);
  });

  it("has each exporter answer with every name the alerts and the dashboard read", async () => {
    const exporters = { varnish: ports.varnishExporterPort, redis: ports.redisExporterPort, postgres: ports.postgresExporterPort } as const;
    for (const [job, port] of Object.entries(exporters)) {
      const program = `prometheus-${job}-exporter`;
      if (!onPath(program)) {
        console.log(`cluster: ${program} is not installed; its names are not checked`);
        continue;
      }
      let text = "";
      await eventually(async () => (text = await scrape(`http://127.0.0.1:${port}/metrics`)).includes(`${job === "postgres" ? "pg" : job}_up 1`), 30_000);
      const names = new Set(text.split("\n").map((line) => /^([a-zA-Z_:][a-zA-Z0-9_:]*)/.exec(line)?.[1]).filter(Boolean));
      expect(EXPORTER_METRICS[job as keyof typeof EXPORTER_METRICS].filter((name) => !names.has(name)), job).toEqual([]);
    }
  });

  it.skipIf(!onPath("prometheus"))(onPath("prometheus") ? "has Prometheus scrape every part: up == 1 for each target" : "Prometheus is not installed", async () => {
    const expected = 2 + 1 + ["varnish", "redis", "postgres"].filter((job) => onPath(`prometheus-${job}-exporter`)).length;
    let up: { metric: { job: string; instance: string }; value: [number, string] }[] = [];
    const allUp = await eventually(async () => {
      const answer = JSON.parse((await ask(`${topology.metrics!.prometheus}/api/v1/query?query=up`)).text) as { data: { result: typeof up } };
      up = answer.data.result;
      return up.length === expected && up.every((sample) => sample.value[1] === "1");
    }, 60_000);
    expect(allUp, JSON.stringify(up.map((s) => [s.metric.job, s.metric.instance, s.value[1]]))).toBe(true);
    expect(up.filter((sample) => sample.metric.job === "site")).toHaveLength(2);
    expect(up.filter((sample) => sample.metric.job === "content")).toHaveLength(1);
  });
});
