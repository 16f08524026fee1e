import { describe, expect, it } from "vitest";
import { allowedEdits, editDistance } from "./edit-distance.ts";

describe("editDistance", () => {
  it("counts an insertion, a deletion, a substitution and a swap of neighbours as one edit each", () => {
    expect(editDistance("busines", "business", 2)).toBe(1);
    expect(editDistance("businesss", "business", 2)).toBe(1);
    expect(editDistance("busyness", "business", 2)).toBe(1);
    expect(editDistance("buisness", "business", 2)).toBe(1);
    expect(editDistance("nursing", "nursing", 2)).toBe(0);
    expect(editDistance("psycology", "psychology", 2)).toBe(1);
    expect(editDistance("enginering", "engineering", 2)).toBe(1);
    expect(editDistance("engeneering", "engineering", 2)).toBe(1);
    expect(editDistance("acounting", "accounting", 2)).toBe(1);
    expect(editDistance("acountnig", "accounting", 2)).toBe(2);
  });

  it("stops at the limit", () => {
    expect(editDistance("nursing", "business", 1)).toBe(2);
    expect(editDistance("law", "lawyering", 2)).toBe(3);
    expect(editDistance("abc", "xyz", 5)).toBe(3);
  });
});

describe("allowedEdits", () => {
  it("forgives one typo from five letters and two from nine, none in short words, codes or numbers", () => {
    expect(allowedEdits("law")).toBe(0);
    expect(allowedEdits("comp")).toBe(0);
    expect(allowedEdits("nurse")).toBe(1);
    expect(allowedEdits("buisness")).toBe(1);
    expect(allowedEdits("enginering")).toBe(2);
    expect(allowedEdits("bco1101")).toBe(0);
    expect(allowedEdits("20270")).toBe(0);
  });
});
