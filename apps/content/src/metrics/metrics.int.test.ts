import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { TEST_DRIVERS, useSeededApp } from "../testing/test-app.ts";
import { startMetricsServer } from "@yu/metrics";
import { registry } from "./registry.ts";

/** A sample's value in the registry's text, by its name and exact labels (0 when it is absent). */
async function sample(name: string, labels: string): Promise<number> {
  const text = await registry.metrics();
  const line = text.split("\n").find((row) => row.startsWith(`${name}{${labels}}`));
  return line === undefined ? 0 : Number(line.split(" ").at(-1));
}

/* The content service's metrics over HTTP: what each answer adds, and the metrics' own address. */
const driver = TEST_DRIVERS[0];
describe.skipIf(driver === undefined || driver.skipReason !== null)("the content service's metrics", () => {
  if (driver === undefined) return;
  const seeded = useSeededApp(driver, "metrics", { CONTENT_SEARCH_RATE_LIMIT: "1" });
  const ask = (method: "GET" | "POST", url: string, remoteAddress = "203.0.113.20") => seeded.app.inject({ method, url, remoteAddress });

  it("counts answers by kind, method and status class, with their time, and never by address", async () => {
    const count = (kind: string, status: string) => sample("content_http_request_duration_seconds_count", `kind="${kind}",method="GET",status="${status}"`);
    const before = { health: await count("health", "2xx"), missing: await count("other", "4xx"), jsonapi: await count("jsonapi", "4xx") };
    await ask("GET", "/health");
    await ask("GET", "/no-such-place/12345?x=1");
    await ask("GET", "/api/v1/node/page/not-a-uuid");
    expect(await count("health", "2xx")).toBe(before.health + 1);
    expect(await count("other", "4xx")).toBe(before.missing + 1);
    expect(await count("jsonapi", "4xx")).toBe(before.jsonapi + 1);
    const text = await registry.metrics();
    expect(text).not.toContain("no-such-place");
    expect(text).not.toContain("not-a-uuid");
  });

  it("counts rate-limit refusals and web form submissions by outcome", async () => {
    const refusals = await sample("content_rate_limit_refusals_total", 'kind="suggest"');
    await ask("GET", "/s/suggest.json?collection=yu-search&partial_query=nur", "203.0.113.21");
    await ask("GET", "/s/suggest.json?collection=yu-search&partial_query=nur", "203.0.113.21");
    expect(await sample("content_rate_limit_refusals_total", 'kind="suggest"')).toBe(refusals + 1);
    const refused = await sample("content_webform_submissions_total", 'kind="webform-submit",outcome="refused"');
    expect((await ask("POST", "/api/v1/webform_submission/contact?site=7")).statusCode).toBeGreaterThanOrEqual(400);
    expect(await sample("content_webform_submissions_total", 'kind="webform-submit",outcome="refused"')).toBe(refused + 1);
  });

  it("serves the metrics in Prometheus's text format on their own address, with the runtime's figures, and nothing else there", async () => {
    const server = await startMetricsServer(registry, 0, "127.0.0.1");
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/plain; version=0.0.4");
      const text = await response.text();
      expect(text).toContain("# TYPE content_http_request_duration_seconds histogram");
      expect(text).toContain("content_nodejs_eventloop_lag_seconds");
      expect(text).toContain("content_process_resident_memory_bytes");
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: "POST" })).status).toBe(404);
    } finally {
      server.close();
    }
    // Not on the service's public port.
    expect((await ask("GET", "/metrics")).statusCode).toBe(404);
  });
});
