import { describe, expect, it } from "vitest";
import { Lexicon } from "./lexicon.ts";

const lexicon = new Lexicon([["business", 40], ["businesses", 5], ["busy", 3], ["nursing", 30], ["nurse", 4], ["purse", 1],
  ["engineering", 25], ["psychology", 9], ["law", 12], ["laws", 3]]);

describe("Lexicon", () => {
  it("finds the collection's words one typo away in a word of five letters or more", () => {
    expect(lexicon.lookalikes("busines", 5).map((found) => found.word)).toEqual(["business"]);
    expect(lexicon.lookalikes("buisness", 5)).toEqual([{ word: "business", frequency: 40, distance: 1 }]);
    expect(lexicon.lookalikes("nurze", 5).map((found) => found.word)).toEqual(["nurse"]);
  });

  it("finds them two typos away in a word of nine letters or more, nearest first", () => {
    expect(lexicon.lookalikes("enginnering", 5)).toEqual([{ word: "engineering", frequency: 25, distance: 1 }]);
    expect(lexicon.lookalikes("engneerin", 5)).toEqual([{ word: "engineering", frequency: 25, distance: 2 }]);
    expect(lexicon.lookalikes("psycholgoy", 5).map((found) => found.word)).toEqual(["psychology"]);
  });

  it("forgives nothing in a short word and never offers a word the collection does not hold", () => {
    expect(lexicon.lookalikes("lw", 5)).toEqual([]);
    expect(lexicon.lookalikes("lawz", 5)).toEqual([]);
    expect(lexicon.lookalikes("busness", 5).map((found) => found.word)).toEqual(["business"]);
    expect(lexicon.lookalikes("quokka", 5)).toEqual([]);
  });

  it("looks only among words with the same first letter, as Lucene's spell checker", () => {
    expect(lexicon.lookalikes("nurse", 5)).toEqual([]);
    expect(lexicon.lookalikes("murse", 5)).toEqual([]);
  });

  it("knows how many documents use a word", () => {
    expect(lexicon.frequency("nursing")).toBe(30);
    expect(lexicon.frequency("midwifery")).toBeUndefined();
  });
});
