import type { AddressInfo } from "node:net";
import { Counter, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { startMetricsServer } from "./metrics-server.ts";
import { statusClass, submissionOutcome } from "./request-figures.ts";

describe("startMetricsServer", () => {
  it("answers GET /metrics in Prometheus's text format, and nothing else", async () => {
    const registry = new Registry();
    new Counter({ name: "things_total", help: "Things.", registers: [registry] }).inc(3);
    const server = await startMetricsServer(registry, 0, "127.0.0.1");
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const response = await fetch(`${origin}/metrics?x=1`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/plain; version=0.0.4");
      expect(await response.text()).toContain("things_total 3");
      expect((await fetch(`${origin}/`)).status).toBe(404);
      expect((await fetch(`${origin}/metrics`, { method: "POST" })).status).toBe(404);
    } finally {
      server.close();
    }
  });
});

describe("statusClass", () => {
  it("names a status by its class, and an impossible one as other", () => {
    expect([200, 304, 404, 429, 503, 99, 600].map(statusClass)).toEqual(["2xx", "3xx", "4xx", "4xx", "5xx", "other", "other"]);
  });
});

describe("submissionOutcome", () => {
  it("names a submission's answer accepted, refused (the visitor's or a budget's 4xx) or failed (ours, 5xx)", () => {
    expect([201, 400, 404, 413, 429, 502, 503, 504].map(submissionOutcome)).toEqual(["accepted", "refused", "refused", "refused", "refused", "failed", "failed", "failed"]);
  });
});
