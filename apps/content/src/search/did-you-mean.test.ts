import { describe, expect, it } from "vitest";
import { chooseCorrection, correctQuery, spellWords } from "./did-you-mean.ts";

describe("did-you-mean", () => {
  it("looks at the lower-cased letter words of three letters or more", () => {
    expect(spellWords("Nursign in VIC 2027, of art")).toEqual(["nursign", "vic", "art"]);
  });

  it("replaces an unknown word by the most frequent of the most similar words", () => {
    expect(chooseCorrection("nursign", [
      { word: "nursing", frequency: 30, similarity: 0.5 },
      { word: "nursingx", frequency: 90, similarity: 0.3 },
    ])).toBe("nursing");
    expect(chooseCorrection("busness", [
      { word: "business", frequency: 10, similarity: 0.62 },
      { word: "businesses", frequency: 40, similarity: 0.6 },
      { word: "busy", frequency: 500, similarity: 0.41 },
    ])).toBe("businesses");
  });

  it("keeps a word when nothing is similar enough", () => {
    expect(chooseCorrection("xyzzy", [{ word: "xylophone", frequency: 9, similarity: 0.2 }])).toBe("xyzzy");
    expect(chooseCorrection("xyzzy", [])).toBe("xyzzy");
  });

  it("keeps a known word unless it is rare and a look-alike far more common", () => {
    expect(chooseCorrection("nurse", [{ word: "nurse", frequency: 8, similarity: 1 }, { word: "nursing", frequency: 300, similarity: 0.4 }]))
      .toBe("nurse");
    expect(chooseCorrection("nurss", [{ word: "nurss", frequency: 1, similarity: 1 }, { word: "nurses", frequency: 40, similarity: 0.5 }]))
      .toBe("nurses");
    expect(chooseCorrection("nurss", [{ word: "nurss", frequency: 2, similarity: 1 }, { word: "nurses", frequency: 5, similarity: 0.5 }]))
      .toBe("nurss");
  });

  it("rewrites only the corrected words of the query", () => {
    expect(correctQuery("Bachelor of Nursign 2027", new Map([["nursign", "nursing"]]))).toBe("Bachelor of nursing 2027");
  });
});
