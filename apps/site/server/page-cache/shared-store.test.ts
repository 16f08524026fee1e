import type { Redis } from "ioredis";
import { describe, expect, it, vi } from "vitest";
import { memoryStore } from "./memory-store.mjs";
import { sharedStore } from "./shared-store.mjs";
import type { Store } from "./store.mjs";
import { appPage } from "./testing/entries";

const record = { lastModified: 1, value: appPage([]), tags: ["node:1"] };
const ownTags = (stored: { tags: readonly string[] }) => stored.tags;
const connection = () => ({ client: {} as Redis, settled: Promise.resolve(), down: false });

/** A Redis store that fails every call, as one that is down. */
const down: Store = {
  lookup: () => Promise.reject(new Error("Redis is reconnecting")),
  write: () => Promise.reject(new Error("Redis is reconnecting")),
  marks: () => Promise.reject(new Error("Redis is reconnecting")),
  mark: () => Promise.reject(new Error("Redis is reconnecting")),
};

function quietly<T>(run: (lines: string[]) => Promise<T>): Promise<T> {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  return run(lines).finally(() => spy.mockRestore());
}

describe("the shared store", () => {
  it("uses Redis while it answers, and reads tag marks from this process's memory too", async () => {
    const redis = memoryStore();
    const memory = memoryStore();
    const store = sharedStore(redis, memory, connection());
    await store.write("k", record, 60);
    expect(redis.lookup("k", ownTags)?.record).toBe(record);
    expect(memory.lookup("k", ownTags)).toBeNull();
    memory.mark(["node:1"], { stale: 5 });
    await store.mark(["node:2"], { stale: 7 });
    // An invalidation is marked in both; the marks are this process's, then Redis's.
    expect(redis.marks(["node:2"])).toEqual([{ stale: 7 }]);
    expect(memory.marks(["node:2"])).toEqual([{ stale: 7 }]);
    expect(await store.marks(["node:1", "node:2"])).toEqual([{ stale: 5 }, { stale: 7 }, { stale: 7 }]);
    const found = await store.lookup("k", () => ["node:1", "node:2"]);
    expect(found).toEqual({ record, marks: [{ stale: 5 }, { stale: 7 }, { stale: 7 }] });
    expect(await store.lookup("absent", ownTags)).toBeNull();
  });

  it("uses this process's memory for each call Redis fails, saying so once", async () => {
    await quietly(async (lines) => {
      const memory = memoryStore();
      const made = connection();
      const store = sharedStore(down, memory, made);
      await store.write("k", record, 60);
      expect((await store.lookup("k", ownTags))?.record).toBe(record);
      await store.mark(["node:1"], { stale: 5, expired: 5 });
      expect(await store.marks(["node:1"])).toEqual([{ stale: 5, expired: 5 }]);
      expect(made.down).toBe(true);
      const warnings = lines.filter((line) => line.includes("shared page cache's Redis store is unavailable"));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0] ?? "{}")).toMatchObject({ level: "warn", error: "Redis is reconnecting" });
    });
  });
});
