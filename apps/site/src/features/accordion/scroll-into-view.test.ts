import { describe, expect, it } from "vitest";
import { easeInOut } from "./scroll-into-view";

describe("easeInOut", () => {
  it("starts at 0, ends at 1, passes the middle at half time", () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(0.5)).toBe(0.5);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(0.25)).toBeLessThan(0.25);
  });
});
