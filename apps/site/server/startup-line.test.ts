import { describe, expect, it } from "vitest";
import { startupLine } from "./startup-line.mjs";

const facts = {
  url: "http://localhost:3000",
  dev: false,
  stages: ["request-metrics", "next", "error-pages"],
  skipped: new Set(["compression"]),
  memos: ["content-reads", "suggestions"],
  redisUrl: null,
  metrics: "http://127.0.0.1:9464/metrics",
  env: {},
};

describe("the site server's start-up line", () => {
  it("names the active and skipped stages, the caches, the stores, the metrics' address and tracing, at info", () => {
    expect(startupLine(facts)).toEqual({
      level: "info",
      msg: "The site server is listening",
      url: "http://localhost:3000",
      dev: false,
      stages: ["request-metrics", "next", "error-pages"],
      skippedStages: ["compression"],
      caches: { pages: "memory", sharedPages: "off", memos: ["content-reads", "suggestions"] },
      stores: { rateLimits: "memory" },
      metrics: "http://127.0.0.1:9464/metrics",
      tracing: "off",
    });
  });

  it("shows Redis without its password, and tracing on when an OTLP endpoint is set", () => {
    const line = startupLine({ ...facts, redisUrl: "redis://default:hunter2@cache.internal:6380/1", env: { OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" } });
    expect(line.caches.sharedPages).toBe("redis://cache.internal:6380/1");
    expect(line.stores.rateLimits).toBe("redis://cache.internal:6380/1");
    expect(line.tracing).toBe("on");
    expect(JSON.stringify(line)).not.toContain("hunter2");
  });
});
