import { describe, expect, it } from "vitest";
import { chooseCorrection, correctQuery, spellWords } from "./did-you-mean.ts";
import { Lexicon } from "./lexicon.ts";

const lexicon = new Lexicon([["nursing", 30], ["business", 10], ["businesses", 40], ["busy", 500], ["nurse", 8], ["nurss", 1],
  ["nurses", 40], ["complete", 50], ["science", 20], ["rarity", 2], ["parity", 5]]);

describe("did-you-mean", () => {
  it("looks at the words long enough to forgive a typo in", () => {
    expect(spellWords("Nursign in VIC 2027, of art and Comp sci")).toEqual(["nursign"]);
  });

  it("replaces a word the collection does not hold by its nearest look-alike, the most used of equals", () => {
    expect(chooseCorrection("nursign", lexicon)).toBe("nursing");
    expect(chooseCorrection("busness", lexicon)).toBe("business");
  });

  it("offers only the collection's own words, and none for a short word", () => {
    expect(chooseCorrection("xyzzy", lexicon)).toBe("xyzzy");
    expect(chooseCorrection("comp", lexicon)).toBe("comp");
  });

  it("keeps a known word unless it is rare and a look-alike far more common", () => {
    expect(chooseCorrection("nurse", lexicon)).toBe("nurse");
    expect(chooseCorrection("nurss", lexicon)).toBe("nurses");
    expect(chooseCorrection("rarity", lexicon)).toBe("rarity");
  });

  it("rewrites only the corrected words of the query", () => {
    expect(correctQuery("Bachelor of Nursign 2027", new Map([["nursign", "nursing"]]))).toBe("Bachelor of nursing 2027");
  });
});
