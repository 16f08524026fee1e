import { afterEach, describe, expect, it, vi } from "vitest";
import { memoCache } from "./memo-cache.ts";

afterEach(() => vi.useRealTimers());

function fakeClock(): void {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date", "performance"] });
  // lru-cache reads a start time of 0 as "no TTL": let the fake clock leave zero first.
  vi.advanceTimersByTime(1_000);
}

describe("memoCache", () => {
  it("loads a key once: concurrent callers share the load, later ones the kept answer", async () => {
    const load = vi.fn(async (key: string) => `answer ${key}`);
    const memo = memoCache({ max: 4, ttlMs: 1000, load });
    expect(await Promise.all([memo.get("a"), memo.get("a")])).toEqual(["answer a", "answer a"]);
    expect(await memo.get("a")).toBe("answer a");
    expect(load).toHaveBeenCalledTimes(1);
    expect(memo.size).toBe(1);
  });

  it("passes the first concurrent caller's context to the load", async () => {
    const load = vi.fn(async (key: string, requestId: string | null) => `${key} for ${requestId}`);
    const memo = memoCache<string, string, string | null>({ max: 4, load });
    expect(await Promise.all([memo.get("q", "req-1"), memo.get("q", "req-2")])).toEqual(["q for req-1", "q for req-1"]);
    expect(load).toHaveBeenCalledWith("q", "req-1");
  });

  it("keeps answers for ttlMs, and at most max of them, least recently used out first", async () => {
    fakeClock();
    let calls = 0;
    const memo = memoCache({ max: 2, ttlMs: 1000, load: async (key: string) => `${key}${++calls}` });
    expect(await memo.get("a")).toBe("a1");
    vi.advanceTimersByTime(999);
    expect(await memo.get("a")).toBe("a1");
    vi.advanceTimersByTime(2);
    expect(await memo.get("a")).toBe("a2");
    await memo.get("b");
    await memo.get("c");
    expect(memo.size).toBe(2);
    expect(await memo.get("a")).toBe("a5");
  });

  it("bounds the kept answers by their total size", async () => {
    const memo = memoCache({ max: 10, maxSize: { total: 5, of: (value: string) => value.length }, load: async (key: string) => key.repeat(3) });
    await memo.get("a");
    await memo.get("b");
    expect(memo.size).toBe(1);
  });

  it("keeps neither failures nor answers `keep` refuses, and keeps undefined answers", async () => {
    const load = vi.fn(async (key: string): Promise<string[] | undefined> => {
      if (key === "fail" && load.mock.calls.length === 1) throw new Error("down");
      return key === "empty" ? [] : key === "none" ? undefined : [key];
    });
    const memo = memoCache({ max: 4, load, keep: (value: string[] | undefined) => value === undefined || value.length > 0 });
    await expect(memo.get("fail")).rejects.toThrow("down");
    expect(await memo.get("fail")).toEqual(["fail"]);
    expect(await memo.get("empty")).toEqual([]);
    expect(await memo.get("empty")).toEqual([]);
    expect(await memo.get("none")).toBeUndefined();
    expect(await memo.get("none")).toBeUndefined();
    expect(load.mock.calls.map(([key]) => key)).toEqual(["fail", "fail", "empty", "empty", "none"]);
  });

  it("throws a remembered failure again at once for a while, only the failures it is told to remember", async () => {
    fakeClock();
    let calls = 0;
    const memo = memoCache({
      max: 4,
      failures: { ttlMs: 500, remember: (error) => error instanceof RangeError },
      load: async (key: string) => {
        calls += 1;
        throw key === "range" ? new RangeError("range") : new TypeError("type");
      },
    });
    await expect(memo.get("range")).rejects.toThrow("range");
    await expect(memo.get("range")).rejects.toThrow("range");
    expect(calls).toBe(1);
    vi.advanceTimersByTime(501);
    await expect(memo.get("range")).rejects.toThrow("range");
    expect(calls).toBe(2);
    await expect(memo.get("type")).rejects.toThrow("type");
    await expect(memo.get("type")).rejects.toThrow("type");
    expect(calls).toBe(4);
  });

  it("serves a stale answer while loading it again, and keeps it when that load fails", async () => {
    fakeClock();
    const answers: Array<() => Promise<string>> = [async () => "first", async () => Promise.reject(new Error("down")), async () => "second"];
    const memo = memoCache({ max: 4, ttlMs: 100, serveStale: true, load: () => (answers.shift() ?? (async () => "late"))() });
    expect(await memo.get("k")).toBe("first");
    vi.advanceTimersByTime(101);
    expect(await memo.get("k")).toBe("first");
    await vi.advanceTimersByTimeAsync(0);
    expect(await memo.get("k")).toBe("first");
    await vi.advanceTimersByTimeAsync(0);
    expect(await memo.get("k")).toBe("second");
  });

  it("forgets everything on clear; a load under way still answers its callers", async () => {
    let release: (value: string) => void = () => {};
    const memo = memoCache({ max: 4, load: () => new Promise<string>((resolve) => (release = resolve)) });
    const pending = memo.get("k");
    await Promise.resolve();
    memo.clear();
    release("v");
    expect(await pending).toBe("v");
    expect(memo.size).toBe(0);
  });

  it("tells its observer how each lookup was answered, and gives it the memo to read its size", async () => {
    fakeClock();
    const results: string[] = [];
    let watched: { readonly size: number } | undefined;

    let calls = 0;
    const memo = memoCache({
      max: 4,
      ttlMs: 100,
      serveStale: true,
      failures: { ttlMs: 1000, remember: (error) => error instanceof RangeError },
      load: async (key: string) => {
        calls += 1;
        if (key === "bad") throw new RangeError("bad");
        return `${key}${calls}`;
      },
      observer: { lookup: (result) => results.push(result), watch: (cache) => (watched = cache) },
    });
    expect(watched).toBe(memo);
    await Promise.all([memo.get("a"), memo.get("a")]);
    await memo.get("a");
    vi.advanceTimersByTime(101);
    await memo.get("a");
    await expect(memo.get("bad")).rejects.toThrow("bad");
    await expect(memo.get("bad")).rejects.toThrow("bad");
    expect(results).toEqual(["miss", "shared", "hit", "stale", "miss", "failure"]);
    expect(watched?.size).toBe(1);
  });
});
