import { describe, expect, it } from "vitest";
import { tooManyMessage, tooManyPage } from "./too-many";
import { createLimiter } from "./limiter";

describe("createLimiter (memory)", () => {
  it("allows a visitor its budget, then refuses with the seconds to wait; other visitors keep their own", async () => {
    const limiter = createLimiter("test-memory", { points: 3, seconds: 60 }, null);
    const first = await Promise.all([1, 2, 3, 4].map(() => limiter.spend("203.0.113.7")));
    expect(first.map((v) => v.allowed)).toEqual([true, true, true, false]);
    const refused = first[3];
    expect(refused?.allowed === false && refused.retryAfter).toBeGreaterThanOrEqual(59);
    expect(await limiter.spend("203.0.113.8")).toEqual({ allowed: true });
  });
});

describe("adjusting a budget (memory)", () => {
  it("gives back a point for work not done and takes more for work found out later, never refusing", async () => {
    const limiter = createLimiter("test-adjust", { points: 2, seconds: 60 }, null);
    // Spent and given back: an answer from a cache costs nothing.
    for (let i = 0; i < 5; i++) {
      expect((await limiter.spend("203.0.113.7")).allowed).toBe(true);
      await limiter.adjust("203.0.113.7", -1);
    }
    // One spent, one more taken after the answer (a page that made two searches): the budget of two is gone.
    expect((await limiter.spend("203.0.113.7")).allowed).toBe(true);
    await limiter.adjust("203.0.113.7", 1);
    expect((await limiter.spend("203.0.113.7")).allowed).toBe(false);
    // Taken past the budget without a refusal, and nothing for nothing.
    await limiter.adjust("203.0.113.8", 5);
    await limiter.adjust("203.0.113.9", 0);
    expect((await limiter.spend("203.0.113.8")).allowed).toBe(false);
    expect((await limiter.spend("203.0.113.9")).allowed).toBe(true);
  });
});

describe("too many", () => {
  it("says how long to wait, in a page that escapes the site's name", () => {
    expect(tooManyMessage(1)).toContain("1 second ");
    expect(tooManyMessage(42)).toContain("42 seconds");
    const page = tooManyPage("A <b> site", 5);
    expect(page).toContain("A &lt;b&gt; site");
    expect(page).toContain("5 seconds");
  });
});
