import { describe, expect, it } from "vitest";
import { readIdempotencyKey } from "./idempotency-key.ts";

describe("readIdempotencyKey", () => {
  it("takes a UUID or any 16–128 letters, digits, hyphens and underscores", () => {
    expect(readIdempotencyKey("0b6f1c1e-5d7a-4a8e-9a43-6f7f3e2d1c0b")).toEqual({ kind: "key", key: "0b6f1c1e-5d7a-4a8e-9a43-6f7f3e2d1c0b" });
    expect(readIdempotencyKey(" abcdefghijklmnop ")).toEqual({ kind: "key", key: "abcdefghijklmnop" });
    expect(readIdempotencyKey(undefined)).toEqual({ kind: "none" });
  });
  it("refuses short, long, odd or repeated keys", () => {
    for (const bad of ["short", "x".repeat(129), "has spaces in the key!", "key\u0000with-a-nul-byte", "", ["a".repeat(20), "b".repeat(20)]]) {
      expect(readIdempotencyKey(bad)).toEqual({ kind: "invalid" });
    }
  });
});
