import { describe, expect, it } from "vitest";
import { ResultCache } from "./result-cache.ts";

function counter() {
  let calls = 0;
  return { load: (value: string) => async () => { calls += 1; return value; }, calls: () => calls };
}

describe("ResultCache", () => {
  it("loads a key once while it is fresh", async () => {
    const cache = new ResultCache<string>(10, 1000, () => 0);
    const c = counter();
    expect(await cache.get("a", c.load("A"))).toBe("A");
    expect(await cache.get("a", c.load("other"))).toBe("A");
    expect(c.calls()).toBe(1);
  });

  it("loads again once the entry has expired", async () => {
    let now = 5_000; // a start time of 0 would read as unset
    const cache = new ResultCache<string>(10, 1000, () => now);
    const c = counter();
    await cache.get("a", c.load("A1"));
    now = 6_000;
    expect(await cache.get("a", c.load("A2"))).toBe("A1");
    now = 6_001;
    expect(await cache.get("a", c.load("A2"))).toBe("A2");
    expect(c.calls()).toBe(2);
  });

  it("evicts the least recently used entry beyond max", async () => {
    const cache = new ResultCache<string>(2, 1000, () => 0);
    const c = counter();
    await cache.get("a", c.load("A"));
    await cache.get("b", c.load("B"));
    await cache.get("a", c.load("A"));
    await cache.get("c", c.load("C"));
    expect(cache.size).toBe(2);
    expect(await cache.get("a", c.load("A again"))).toBe("A");
    expect(await cache.get("b", c.load("B again"))).toBe("B again");
  });

  it("shares one load between concurrent misses and keeps no failure", async () => {
    const cache = new ResultCache<string>(10, 1000, () => 0);
    const c = counter();
    const [x, y] = await Promise.all([cache.get("a", c.load("A")), cache.get("a", c.load("A"))]);
    expect([x, y, c.calls()]).toEqual(["A", "A", 1]);
    await expect(cache.get("b", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("b", c.load("B"))).toBe("B");
  });

  it("forgets every answer on clear, including one still being computed", async () => {
    const cache = new ResultCache<number>(10, 60_000, () => 0);
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
});
