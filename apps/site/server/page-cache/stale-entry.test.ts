import { describe, expect, it } from "vitest";
import { staleEntry } from "./stale-entry.mjs";
import { appPage, CACHE_CONTROL, fetched, PAGE_CONTEXT } from "./testing/entries";

const NOW = 1_000_000_000;

describe("a stale entry", () => {
  it("is handed over older than its page's revalidation time", () => {
    const record = { lastModified: NOW - 1_000, value: appPage([]), cacheControl: CACHE_CONTROL, tags: ["node:1"] };
    const entry = staleEntry(record, PAGE_CONTEXT, NOW);
    expect(entry).toEqual({ lastModified: NOW - CACHE_CONTROL.revalidate * 1000 - 1, value: record.value, cacheControl: CACHE_CONTROL });
  });

  it("is kept as old as it is when it is older still", () => {
    const record = { lastModified: NOW - 600_000, value: appPage([]), cacheControl: CACHE_CONTROL, tags: [] };
    expect(staleEntry(record, PAGE_CONTEXT, NOW)?.lastModified).toBe(NOW - 600_000);
  });

  it("is a content read older than the revalidation time it is asked with, or its own", () => {
    const record = { lastModified: NOW, value: fetched("node:1", 120), tags: [] };
    expect(staleEntry(record, { kind: "FETCH", revalidate: 30 }, NOW)?.lastModified).toBe(NOW - 30_001);
    expect(staleEntry(record, { kind: "FETCH" }, NOW)?.lastModified).toBe(NOW - 120_001);
    expect(staleEntry({ ...record, value: fetched("node:1", false) }, { kind: "FETCH" }, NOW)?.lastModified).toBe(NOW - 1);
  });

  it("is not handed over for a page Next could not refresh (no revalidation time)", () => {
    expect(staleEntry({ lastModified: NOW, value: appPage([]), tags: [] }, PAGE_CONTEXT, NOW)).toBeNull();
  });
});
