import { describe, expect, it } from "vitest";
import { DEFAULT_LOGIN_SLOWDOWN } from "../config/config.ts";
import { failuresToCount, slowdownMs } from "./login-slowdown.ts";

describe("slowdownMs", () => {
  it("waits not at all below the threshold, then the first wait, doubling with each failure more, capped", () => {
    const waits = Array.from({ length: 20 }, (_, failures) => slowdownMs(failures, DEFAULT_LOGIN_SLOWDOWN));
    expect(waits).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 500, 1000, 2000, 4000, 5000, 5000, 5000, 5000, 5000, 5000]);
    expect(slowdownMs(1_000_000, DEFAULT_LOGIN_SLOWDOWN)).toBe(5000);
  });

  it("never waits with a longest wait of 0", () => {
    expect(slowdownMs(500, { after: 1, firstMs: 100, maxMs: 0 })).toBe(0);
  });
});

describe("failuresToCount", () => {
  it("counts as far as the first failure whose wait is the longest, and no further", () => {
    expect(failuresToCount(DEFAULT_LOGIN_SLOWDOWN)).toBe(15);
    expect(slowdownMs(failuresToCount(DEFAULT_LOGIN_SLOWDOWN) - 1, DEFAULT_LOGIN_SLOWDOWN)).toBe(5000);
    expect(failuresToCount({ after: 3, firstMs: 100, maxMs: 100 })).toBe(4);
    expect(slowdownMs(3, { after: 3, firstMs: 100, maxMs: 100 })).toBe(100);
  });
});
