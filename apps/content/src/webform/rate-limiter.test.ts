import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limiter.ts";

describe("RateLimiter", () => {
  it("allows the limit per window per key, then says when to retry", () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(3, 60_000, () => now);
    expect([1, 2, 3].map(() => limiter.attempt("a").allowed)).toEqual([true, true, true]);
    now += 15_500;
    expect(limiter.attempt("a")).toEqual({ allowed: false, retryAfter: 45 });
    expect(limiter.attempt("b").allowed).toBe(true);
    now += 44_500;
    expect(limiter.attempt("a").allowed).toBe(true);
  });
});
