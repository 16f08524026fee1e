import { describe, expect, it } from "vitest";
import { recordSize } from "./record-size.mjs";
import { isWideText } from "./wide-text.mjs";
import { appPage, fetched } from "./testing/entries";

const page = (html: string) => ({ lastModified: 1, value: { ...appPage([]), html, rscData: Buffer.alloc(60_000) }, tags: [] });

describe("a record's size in memory", () => {
  it("knows a text V8 keeps at two bytes a character: one beyond Latin-1", () => {
    expect(isWideText("Über uns")).toBe(false);
    expect(isWideText("Courses – overview")).toBe(true);
    expect(isWideText(`${"a".repeat(10_000)}→`)).toBe(true);
  });

  it("counts a page's HTML as V8 keeps it, with its payload and segments", () => {
    const narrow = recordSize(page("a".repeat(100_000)));
    const wide = recordSize(page(`${"a".repeat(99_999)}–`));
    expect(narrow).toBeGreaterThan(160_000);
    expect(narrow).toBeLessThan(162_000);
    expect(wide - narrow).toBe(100_000);
  });

  it("counts a route's body and a content read's text", () => {
    const route = recordSize({ lastModified: 1, value: { kind: "APP_ROUTE", body: Buffer.alloc(50_000), status: 200, headers: {} }, tags: [] });
    expect(route).toBeGreaterThan(50_000);
    const read = fetched("node:1");
    const content = recordSize({ lastModified: 1, value: { ...read, data: { ...read.data, body: "e".repeat(30_000) } }, tags: ["route:/a"] });
    expect(content).toBeGreaterThan(30_000);
    expect(recordSize({ lastModified: 1, value: null, tags: [] })).toBeGreaterThan(0);
  });
});
