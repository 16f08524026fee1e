import { processRegistry } from "@yu/metrics";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type * as EnvModule from "@/config/env";
import { cachedGet, clearSharedCache, remember } from "./cached-client";
import { makeJwt } from "./testing/fake-fetch";
import { fakeTide } from "./testing/fake-tide";
import { TEST_BASE } from "./testing/test-env";

vi.mock("@/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { testEnv: env } = await import("./testing/test-env");
  return { ...actual, config: () => actual.parseEnv(env) };
});

const tide = fakeTide();
afterEach(() => {
  clearSharedCache();
  vi.useRealTimers();
});

describe("remember", () => {
  it("loads once for concurrent callers and serves later calls from the cache", async () => {
    const load = vi.fn(async () => "v");
    expect(await Promise.all([remember("k", load), remember("k", load)])).toEqual(["v", "v"]);
    expect(await remember("k", load)).toBe("v");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("counts its lookups as the content-reads memo", async () => {
    const count = async (result: string) => {
      const metric = await processRegistry("site").getSingleMetric("site_memo_cache_lookups_total")?.get();
      return metric?.values.find((value) => value.labels.cache === "content-reads" && value.labels.result === result)?.value ?? 0;
    };
    const [misses, shared, hits] = [await count("miss"), await count("shared"), await count("hit")];
    await Promise.all([remember("counted", async () => "v"), remember("counted", async () => "v")]);
    await remember("counted", async () => "v");
    expect([await count("miss") - misses, await count("shared") - shared, await count("hit") - hits]).toEqual([1, 1, 1]);
  });

  it("does not cache failures or rejected values", async () => {
    await expect(remember("f", () => Promise.reject(new Error("x")))).rejects.toThrow("x");
    expect(await remember("f", async () => "ok")).toBe("ok");
    const empty = vi.fn(async () => [] as string[]);
    await remember("e", empty, (v) => v.length > 0);
    await remember("e", empty, (v) => v.length > 0);
    expect(empty).toHaveBeenCalledTimes(2);
  });

  it("forgets entries after five minutes", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date", "performance"] });
    // lru-cache reads a start time of 0 as "no TTL": let the fake clock leave zero first.
    vi.advanceTimersByTime(1_000);
    const load = vi.fn(async () => 1);
    await remember("t", load);
    vi.advanceTimersByTime(299_000);
    await remember("t", load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    await remember("t", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps at most 24 entries", async () => {
    for (let i = 0; i < 25; i++) await remember(`n${i}`, async () => i);
    const first = vi.fn(async () => -1);
    expect(await remember("n0", first)).toBe(-1);
    const last = vi.fn(async () => -1);
    expect(await remember("n24", last)).toBe(24);
  });
});

describe("cachedGet", () => {
  const url = `${TEST_BASE}/api/v1/block_content/vu_chat_block?site=7`;

  it("serves repeated public reads from the cache", async () => {
    const fake = tide.use({ [url]: { body: { data: [] } } });
    await cachedGet("block_content/vu_chat_block", z.unknown(), { ctx: { siteId: "7" } });
    await cachedGet("block_content/vu_chat_block", z.unknown(), { ctx: { siteId: "7" } });
    expect(fake.calls).toHaveLength(1);
  });

  it("bypasses the cache for editors", async () => {
    const fake = tide.use({ [url]: { body: { data: [] } } });
    const ctx = { siteId: "7", authToken: makeJwt({ exp: Math.floor(Date.now() / 1000) + 600 }) };
    await cachedGet("block_content/vu_chat_block", z.unknown(), { ctx });
    await cachedGet("block_content/vu_chat_block", z.unknown(), { ctx });
    expect(fake.calls).toHaveLength(2);
  });
});
