import { describe, expect, it } from "vitest";
import { memoryStore } from "./memory-store.mjs";
import { appPage } from "./testing/entries";

const record = (html: string) => ({ lastModified: 1, value: { ...appPage([]), html }, tags: ["node:1"] });
const ownTags = (stored: { tags: readonly string[] }) => stored.tags;

describe("the memory store", () => {
  it("keeps the record it is given, never a copy, and answers at once with its tags' marks", () => {
    const store = memoryStore();
    const kept = record("<html>a</html>");
    store.write("k", kept, 60);
    expect(store.lookup("k", ownTags)).toEqual({ record: kept, marks: [] });
    expect(store.lookup("k", ownTags)?.record).toBe(kept);
    store.mark(["node:1"], { stale: 5 });
    expect(store.lookup("k", ownTags)?.marks).toEqual([{ stale: 5 }]);
    expect(store.lookup("k", () => ["node:2"])?.marks).toEqual([]);
    expect(store.lookup("other", ownTags)).toBeNull();
  });

  it("is bounded by the records' size: the least recently used go first", () => {
    const store = memoryStore(250_000);
    for (const key of ["a", "b", "c"]) store.write(key, record("x".repeat(100_000)), 60);
    expect(store.lookup("a", ownTags)).toBeNull();
    expect(store.lookup("b", ownTags)).not.toBeNull();
    expect(store.lookup("c", ownTags)).not.toBeNull();
    expect(store.size).toBe(2);
  });

  it("forgets a record after its lifetime", async () => {
    const store = memoryStore();
    store.write("brief", record("<html>b</html>"), 0.01);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(store.lookup("brief", ownTags)).toBeNull();
  });

  it("answers the marks of the invalidated tags only, merging a tag's later marks", () => {
    const store = memoryStore();
    expect(store.marks(["node:1", "node:2"])).toEqual([]);
    store.mark(["node:1"], { stale: 5, expired: 5 });
    store.mark(["node:1"], { stale: 9 });
    expect(store.marks(["node:1", "node:2"])).toEqual([{ stale: 9, expired: 5 }]);
  });
});
