import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { registry } from "../metrics/registry.ts";
import { computedAnswers } from "./result-cache.ts";

function counter() {
  let calls = 0;
  return { load: (value: string) => async () => { calls += 1; return value; }, calls: () => calls };
}

describe("computedAnswers", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date", "performance"] });
    // lru-cache reads a start time of 0 as "never stored": the clock starts a little later.
    vi.advanceTimersByTime(1_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("computes a key once while it is fresh, and again once it has expired", async () => {
    const cache = computedAnswers<string>("search-results", 10, 1000);
    const c = counter();
    expect(await cache.get("a", c.load("A1"))).toBe("A1");
    vi.advanceTimersByTime(1000);
    expect(await cache.get("a", c.load("A2"))).toBe("A1");
    vi.advanceTimersByTime(1);
    expect(await cache.get("a", c.load("A2"))).toBe("A2");
    expect(c.calls()).toBe(2);
  });

  it("evicts the least recently used answer beyond max", async () => {
    const cache = computedAnswers<string>("search-results", 2, 1000);
    const c = counter();
    await cache.get("a", c.load("A"));
    await cache.get("b", c.load("B"));
    await cache.get("a", c.load("A"));
    await cache.get("c", c.load("C"));
    expect(cache.size).toBe(2);
    expect(await cache.get("a", c.load("A again"))).toBe("A");
    expect(await cache.get("b", c.load("B again"))).toBe("B again");
  });

  it("shares one computation between concurrent misses and keeps no failure", async () => {
    const cache = computedAnswers<string>("search-results", 10, 1000);
    const c = counter();
    const [x, y] = await Promise.all([cache.get("a", c.load("A")), cache.get("a", c.load("A"))]);
    expect([x, y, c.calls()]).toEqual(["A", "A", 1]);
    await expect(cache.get("b", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("b", c.load("B"))).toBe("B");
  });

  it("forgets every answer on clear, including one still being computed", async () => {
    const cache = computedAnswers<number>("search-results", 10, 60_000);
    let calls = 0;
    const load = () => Promise.resolve((calls += 1));
    expect(await cache.get("a", load)).toBe(1);
    let finish: (value: number) => void = () => undefined;
    const pending = cache.get("b", () => new Promise<number>((resolve) => (finish = resolve)));
    cache.clear();
    finish(99);
    expect(await pending).toBe(99);
    expect(cache.size).toBe(0);
    expect(await cache.get("a", load)).toBe(2);
    expect(await cache.get("b", load)).toBe(3);
  });

  it("counts its lookups and entries under its name", async () => {
    const figure = async (name: string, labels: Record<string, string>) => {
      const metric = await registry.getSingleMetric(name)?.get();
      return metric?.values.find((value) => Object.entries(labels).every(([key, label]) => value.labels[key] === label))?.value ?? 0;
    };
    const hits = await figure("content_memo_cache_lookups_total", { cache: "best-bets", result: "hit" });
    const cache = computedAnswers<string>("best-bets", 10, 1000);
    const c = counter();
    await cache.get("a", c.load("A"));
    await cache.get("a", c.load("A"));
    expect(await figure("content_memo_cache_lookups_total", { cache: "best-bets", result: "hit" })).toBe(hits + 1);
    expect(await figure("content_memo_cache_entries", { cache: "best-bets" })).toBeGreaterThanOrEqual(1);
  });
});

