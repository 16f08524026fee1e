import { describe, expect, it } from "vitest";
import { easeInOut, pickerScrollTop, scrollAt } from "./picker-scroll";

describe("date picker scroll (spec §9: offset -150, 500 ms)", () => {
  it("puts the field 150 px below the top of the window, never above the page's top", () => {
    expect(pickerScrollTop(700, 1_000)).toBe(1_550);
    expect(pickerScrollTop(100, 0)).toBe(0);
    expect(pickerScrollTop(-50, 400)).toBe(200);
  });

  it("eases from start to end over 500 ms", () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(0.5)).toBe(0.5);
    expect(easeInOut(1)).toBe(1);
    expect(scrollAt(0, 1_000, 0)).toBe(0);
    expect(scrollAt(0, 1_000, 125)).toBe(125);
    expect(scrollAt(0, 1_000, 250)).toBe(500);
    expect(scrollAt(0, 1_000, 500)).toBe(1_000);
    expect(scrollAt(0, 1_000, 900)).toBe(1_000);
    expect(scrollAt(800, 200, 250)).toBe(500);
  });
});
