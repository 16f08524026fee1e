import { describe, expect, it } from "vitest";
import { syllables } from "./syllables.ts";

describe("syllables", () => {
  it.each([
    ["the", 1], ["study", 2], ["course", 1], ["table", 2], ["simple", 2], ["loved", 1], ["wanted", 2], ["jumped", 1],
    ["university", 5], ["applications", 4], ["scholarship", 3], ["education", 4], ["students", 2], ["yes", 1],
    ["international", 5], ["", 0], ["2026", 0],
  ])("%s has %i", (word, count) => {
    expect(syllables(word)).toBe(count);
  });

  it("is an estimate: within one where English spelling misleads it", () => {
    expect(syllables("requirements")).toBe(4); // re-quire-ments: the "e" of "quire" is silent mid-word
  });
});
