import { describe, expect, it } from "vitest";
import { startupLine } from "./startup-line.ts";

const config = { databaseUrl: null, dataDir: "/srv/content", metricsPort: 9465, metricsHost: "127.0.0.1" };

describe("the content service's start-up line", () => {
  it("names its store, limits, memos, metrics' address and tracing", () => {
    expect(startupLine("http://127.0.0.1:3001", config, {})).toEqual({
      url: "http://127.0.0.1:3001",
      stores: { content: "pglite /srv/content", rateLimits: "memory" },
      caches: { memos: ["search-results", "best-bets", "synonyms", "suggestions"] },
      metrics: "http://127.0.0.1:9465/metrics",
      tracing: "off",
    });
  });

  it("shows PostgreSQL's address without its user and password, no metrics when there are none, tracing when set", () => {
    const line = startupLine("http://127.0.0.1:3001", { ...config, databaseUrl: "postgres://yu:s3cret-pw@db.internal:5433/yu", metricsPort: null },
      { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://collector:4318/v1/traces" });
    expect(line.stores.content).toBe("postgresql postgres://db.internal:5433/yu");
    expect(line.metrics).toBeNull();
    expect(line.tracing).toBe("on");
    expect(JSON.stringify(line)).not.toMatch(/s3cret|yu:/);
  });
});
