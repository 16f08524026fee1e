import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSiteEnv, repoRoot, siteDir, siteServerArgs, waitForUrl } from "../../../../scripts/lib.mjs";
import { startCollector, type CollectedSpan } from "../testing/otlp-collector";
import { freePort } from "../testing/free-port";

// One request followed across both services: the built site and the content service, each exporting its spans by
// OTLP/HTTP JSON to a collector of the test's own, must report one trace in which the site's call to the content
// service is the parent of the content service's own span, with the request's id on them.

const SERVER = 2;
const CLIENT = 3;

describe("traces across the site and the content service", () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  const children: ChildProcess[] = [];
  let output = "";
  let site = "";
  let contentUrl = "";
  let dataDir = "";
  let otel: Record<string, string> = {};

  function start(args: string[], env: Record<string, string>, cwd: string): ChildProcess {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, cwd, stdio: ["ignore", "pipe", "pipe"] });
    for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    children.push(child);
    return child;
  }

  beforeAll(async () => {
    collector = await startCollector();
    otel = { OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: "http/json", OTEL_BSP_SCHEDULE_DELAY: "100" };
    dataDir = mkdtempSync(path.join(tmpdir(), "yu-traces-content-"));
    const [contentPort, sitePort] = [await freePort(), await freePort()];
    contentUrl = `http://127.0.0.1:${contentPort}`;
    const content = start([path.join(repoRoot, "apps/content/dist/server.js")], {
      ...otel, CONTENT_PORT: String(contentPort), CONTENT_HOST: "127.0.0.1", CONTENT_DATA_DIR: dataDir, CONTENT_PUBLIC_URL: contentUrl, LOG_LEVEL: "warn",
    }, repoRoot);
    if (!(await waitForUrl(`${contentUrl}/health`, { child: content, timeoutMs: 120_000 }))) throw new Error(`the content service did not start:\n${output}`);
    site = `http://127.0.0.1:${sitePort}`;
    const server = start(siteServerArgs(sitePort), {
      ...otel, ...demoSiteEnv(), CONTENT_API_URL: contentUrl, SITE_ORIGIN: site, NEXT_TELEMETRY_DISABLED: "1",
    }, siteDir);
    if (!(await waitForUrl(`${site}/robots.txt`, { child: server, timeoutMs: 60_000 }))) throw new Error(`the site did not start:\n${output}`);
  }, 180_000);

  afterAll(async () => {
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(children.map((child) => child.exitCode !== null ? undefined : new Promise((resolve) => child.once("exit", resolve))));
    await collector?.close();
    if (dataDir !== "") rmSync(dataDir, { recursive: true, force: true });
  });

  /** The spans that match, once the collector has them all (the services send theirs in batches). */
  async function spansWhere(done: (spans: CollectedSpan[]) => boolean): Promise<CollectedSpan[]> {
    const deadline = Date.now() + 30_000;
    while (!done(collector.spans) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    return collector.spans;
  }

  it("one trace from the site's request span through its content call to the content service's span", async () => {
    const requestId = `traces-test-${Date.now()}`;
    const page = `/no-such-page-${Date.now()}`;
    const answer = await fetch(`${site}${page}?secret=visitor-query`, { headers: { "x-request-id": requestId } });
    await answer.text();
    expect(answer.headers.get("x-request-id")).toBe(requestId);

    // The site's server spans of this request (the error view the server asks itself for is one more).
    const rootsOf = (spans: CollectedSpan[]) => spans.filter((span) => span.service === "yu-site" && span.kind === SERVER
      && span.attributes["yu.request_id"] === requestId);
    const trails = (spans: CollectedSpan[]) => rootsOf(spans).flatMap((root) => spans
      .filter((call) => call.traceId === root.traceId && call.service === "yu-site" && call.kind === CLIENT
        && call.attributes["yu.upstream.endpoint"] === "route")
      .flatMap((call) => spans.filter((span) => span.service === "yu-content" && span.parentSpanId === call.spanId)
        .map((served) => ({ root, call, served }))));
    const spans = await spansWhere((all) => trails(all).length > 0);
    const listed = () => spans.map((span) => `${span.service} ${span.kind} ${span.name} ${span.traceId} ${span.spanId}<${span.parentSpanId}`).join("\n");
    expect(rootsOf(spans).length, `no site span with the request id among:\n${listed()}`).toBeGreaterThan(0);
    const [trail] = trails(spans);
    expect(trail, `no content-service span under the site's route call:\n${listed()}`).toBeDefined();
    if (trail === undefined) return;
    const { root } = trail;
    expect(root.name).toBe("GET page");
    expect(root.attributes["yu.route_kind"]).toBe("page");
    // The error view the server asks itself for belongs to the same trace.
    expect(new Set(rootsOf(spans).map((span) => span.traceId))).toEqual(new Set([root.traceId]));
    expect(trail.call.name).toBe("GET content route");
    expect(trail.call.attributes["yu.upstream.service"]).toBe("content");
    expect(trail.served.traceId).toBe(root.traceId);
    expect(trail.served.kind).toBe(SERVER);
    expect(trail.served.name).toBe("GET /api/v1/route");
    expect(typeof trail.served.attributes["yu.request_id"]).toBe("string");
    // Never a visitor's query, in any span of either service.
    expect(JSON.stringify(spans)).not.toContain("visitor-query");
  });

  it("sends the spans still waiting when the site is stopped", async () => {
    // A batch that would wait ten minutes: only the stop sends it.
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = start(siteServerArgs(port), {
      ...otel, OTEL_BSP_SCHEDULE_DELAY: "600000", ...demoSiteEnv(), CONTENT_API_URL: contentUrl, SITE_ORIGIN: origin, NEXT_TELEMETRY_DISABLED: "1",
    }, siteDir);
    if (!(await waitForUrl(`${origin}/robots.txt`, { child: server, timeoutMs: 60_000 }))) throw new Error(`the site did not start:\n${output}`);
    const requestId = `traces-stop-${Date.now()}`;
    await (await fetch(`${origin}/about-yu`, { headers: { "x-request-id": requestId } })).text();
    const sent = (spans: CollectedSpan[]) => spans.some((span) => span.service === "yu-site" && span.attributes["yu.request_id"] === requestId);
    expect(sent(collector.spans)).toBe(false);
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
    expect(sent(await spansWhere(sent))).toBe(true);
  }, 90_000);
});
