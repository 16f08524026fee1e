import { describe, expect, it } from "vitest";
import { wrapIndex } from "./focus-trap";

describe("wrapIndex", () => {
  it("wraps at both ends and lets the browser move in between", () => {
    expect(wrapIndex(2, 3, false)).toBe(0);
    expect(wrapIndex(0, 3, true)).toBe(2);
    expect(wrapIndex(1, 3, false)).toBeNull();
    expect(wrapIndex(1, 3, true)).toBeNull();
  });
  it("pulls focus back in from outside", () => {
    expect(wrapIndex(-1, 3, false)).toBe(0);
    expect(wrapIndex(-1, 3, true)).toBe(2);
    expect(wrapIndex(-1, 0, false)).toBeNull();
  });
});
