import { describe, expect, it } from "vitest";
import { steppedOption } from "./combobox-step";

describe("steppedOption", () => {
  it("goes from the box to the first option down, and to the last up", () => {
    expect(steppedOption(-1, "ArrowDown", 4)).toBe(0);
    expect(steppedOption(-1, "ArrowUp", 4)).toBe(3);
  });

  it("moves one option at a time and wraps around both ends", () => {
    expect(steppedOption(1, "ArrowDown", 4)).toBe(2);
    expect(steppedOption(3, "ArrowDown", 4)).toBe(0);
    expect(steppedOption(0, "ArrowUp", 4)).toBe(3);
  });

  it("has nothing to make active in an empty list", () => {
    expect(steppedOption(-1, "ArrowDown", 0)).toBe(-1);
  });
});
