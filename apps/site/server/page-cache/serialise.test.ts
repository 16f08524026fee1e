import { Buffer } from "node:buffer";
import { serialize } from "node:v8";
import { describe, expect, it } from "vitest";
import { deserialise, serialise } from "./serialise.mjs";
import { appPage } from "./testing/entries";

describe("serialising a stored record", () => {
  it("keeps Buffers and Maps of Buffers as they were, and leaves out what is undefined", () => {
    const value = appPage(["a"]);
    const back = deserialise(serialise(value)) as typeof value;
    expect(Buffer.isBuffer(back.rscData)).toBe(true);
    expect(back.rscData).toEqual(value.rscData);
    expect(back.segmentData).toBeInstanceOf(Map);
    expect([...back.segmentData.keys()]).toEqual(["/_tree", "/_full"]);
    expect(back.segmentData.get("/_full")).toEqual(Buffer.from([255, 0, 128]));
    expect(back.html).toBe(value.html);
    expect("postponed" in back).toBe(false);
  });

  it("stores a long page's HTML as UTF-8, not as V8's two bytes a character, and reads it back the same", () => {
    const html = `<!DOCTYPE html><html><body>${"Über uns – ".repeat(2_000)}</body></html>`;
    const bytes = serialise({ ...appPage([]), html });
    expect(bytes.byteLength).toBeLessThan(Buffer.byteLength(html) + 1_024);
    expect((deserialise(bytes) as { html: string }).html).toBe(html);
  });

  it("writes a wide page's HTML as the bytes of Buffer.from(html) in V8's serialisation, byte for byte", () => {
    const html = `<!DOCTYPE html><html><body>${"Über uns – ".repeat(200)}</body></html>`;
    const postponed = `${"→ ".repeat(600)}`;
    const written = serialise({ kind: "APP_PAGE", html, postponed, status: 200 });
    const before = serialize({ kind: "APP_PAGE", html: { __utf8: Buffer.from(html, "utf8") }, postponed: { __utf8: Buffer.from(postponed, "utf8") }, status: 200 });
    expect(written.equals(before)).toBe(true);
  });

  it("stores a long page's HTML of Latin-1 characters as it is (one byte each), and reads it back the same", () => {
    const html = `<!DOCTYPE html><html><body>${"Über uns, ".repeat(2_000)}</body></html>`;
    const bytes = serialise({ ...appPage([]), html });
    expect(bytes.byteLength).toBeLessThan(html.length + 1_024);
    expect((deserialise(bytes) as { html: string }).html).toBe(html);
  });

  it("reads what it wrote before it stored Latin-1 pages as they are (every long text as UTF-8)", () => {
    const html = `<!DOCTYPE html><html><body>${"plain ".repeat(500)}</body></html>`;
    const written = serialize({ kind: "APP_PAGE", html: { __utf8: Buffer.from(html, "utf8") }, status: 200 });
    expect(deserialise(written)).toEqual({ kind: "APP_PAGE", html, status: 200 });
  });

  it("hands back Buffers of their own, not views of the bytes read (which would keep the whole reply)", () => {
    const bytes = serialise({ ...appPage([]), html: "x".repeat(4_000) });
    const back = deserialise(bytes) as ReturnType<typeof appPage>;
    expect(back.rscData.buffer).not.toBe(bytes.buffer);
    expect(back.segmentData.get("/_tree")?.buffer).not.toBe(bytes.buffer);
  });
});
