import { describe, expect, it } from "vitest";
import { showToggleAll, toggleAll, toggleAllLabel, toggleItem } from "./accordion-state";

describe("accordion state", () => {
  it("opens several items as separate expanders", () => {
    expect(toggleItem(["a"], "b", "multiple")).toEqual(["a", "b"]);
    expect(toggleItem(["a", "b"], "a", "multiple")).toEqual(["b"]);
  });
  it("keeps one item open in single mode", () => {
    expect(toggleItem(["a"], "b", "single")).toEqual(["b"]);
    expect(toggleItem(["b"], "b", "single")).toEqual([]);
  });
  it("labels and toggles all", () => {
    const ids = ["a", "b", "c"];
    expect(toggleAllLabel([], ids)).toBe("Open all");
    expect(toggleAllLabel(["a", "b"], ids)).toBe("Open all");
    expect(toggleAllLabel(ids, ids)).toBe("Close all");
    expect(toggleAll(["a"], ids)).toEqual(ids);
    expect(toggleAll(ids, ids)).toEqual([]);
  });
  it("offers toggle-all only with more than one item", () => {
    expect(showToggleAll(1, "multiple")).toBe(false);
    expect(showToggleAll(2, "multiple")).toBe(true);
    expect(showToggleAll(3, "single")).toBe(false);
  });
});
