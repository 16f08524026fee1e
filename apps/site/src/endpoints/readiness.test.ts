import { beforeEach, describe, expect, it, vi } from "vitest";

const state = vi.hoisted(() => ({ content: true }));
vi.mock("@/tide/content-reachable", () => ({
  contentReachable: () => Promise.resolve(state.content),
  CONTENT_CHECK_EVERY_MS: 5_000,
  CONTENT_CHECK_TIMEOUT_MS: 1_000,
}));

const { answerReadiness, readinessAnswer } = await import("./readiness");

describe("the readiness probe", () => {
  beforeEach(() => {
    state.content = true;
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

  it("names every missing dependency", async () => {
    const res = readinessAnswer(["content service", "redis"]);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "unready", missing: ["content service", "redis"] });
  });
});
