import { beforeEach, describe, expect, it, vi } from "vitest";

const state = vi.hoisted(() => ({ content: true, redis: "PONG" as string | null, requiresRedis: false }));
vi.mock("@/tide/content-reachable", () => ({
  contentReachable: () => Promise.resolve(state.content),
  CONTENT_CHECK_EVERY_MS: 5_000,
  CONTENT_CHECK_TIMEOUT_MS: 1_000,
  CONTENT_RECHECK_FAILED_MS: 1_000,
}));
vi.mock("@/config/env", () => ({
  config: () => ({ redisUrl: "redis://127.0.0.1:1", readyRequiresRedis: state.requiresRedis }),
}));
vi.mock("./rate-limit/shared-store", () => ({
  sharedStore: () => ({ ping: () => (state.redis === null ? Promise.reject(new Error("down")) : Promise.resolve(state.redis)) }),
}));

const { answerReadiness, readinessAnswer } = await import("./readiness");
// The Redis check is kept once per process (config/process-wide.ts): each test starts without it.
const held = globalThis as typeof globalThis & { [key: symbol]: unknown };

describe("the readiness probe", () => {
  beforeEach(() => {
    Object.assign(state, { content: true, redis: "PONG", requiresRedis: false });
    delete held[Symbol.for("yu.site.redis-reachable")];
  });

  it("answers 200, never kept, while the content service answers", async () => {
    const res = await answerReadiness();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ready" });
  });

  it("answers 503 naming the content service while it does not answer", async () => {
    state.content = false;
    const res = await answerReadiness();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "unready", missing: ["content service"] });
  });

  it("ignores a Redis outage unless SITE_READY_REQUIRES_REDIS is set, and then names it", async () => {
    state.redis = null;
    expect((await answerReadiness()).status).toBe(200);
    state.requiresRedis = true;
    const res = await answerReadiness();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "unready", missing: ["redis"] });
  });

  it("names every missing dependency", async () => {
    const res = readinessAnswer(["content service", "redis"]);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "unready", missing: ["content service", "redis"] });
  });
});
