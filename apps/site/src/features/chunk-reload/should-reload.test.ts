import { describe, expect, it } from "vitest";
import { isChunkLoadError, shouldReloadForChunkError } from "./should-reload";

describe("chunk reload guard", () => {
  const chunk = { name: "ChunkLoadError", message: "Loading chunk 123 failed." };
  it("recognises chunk load failures only", () => {
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError({ name: "Error", message: "Failed to load chunk /_next/static/chunks/a.js" })).toBe(true);
    expect(isChunkLoadError({ name: "TypeError", message: "x is undefined" })).toBe(false);
  });
  it("reloads once, then not again within 60 seconds", () => {
    expect(shouldReloadForChunkError(chunk, null, 1_000_000)).toBe(true);
    expect(shouldReloadForChunkError(chunk, 1_000_000, 1_059_999)).toBe(false);
    expect(shouldReloadForChunkError(chunk, 1_000_000, 1_060_000)).toBe(true);
  });
  it("never reloads for other errors", () => {
    expect(shouldReloadForChunkError({ message: "boom" }, null, 0)).toBe(false);
  });
});
