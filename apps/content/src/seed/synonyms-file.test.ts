import { describe, expect, it } from "vitest";
import { readSynonyms } from "./synonyms-file.ts";

describe("readSynonyms", () => {
  it("reads equivalents both ways and one-way expansions, normalised", () => {
    const problems: string[] = [];
    expect(readSynonyms([
      { terms: ["IT", "Information Technology"] },
      { when: ["comp sci"], expand_to: ["computer science"] },
      { when: ["year 12"], expand_to: ["VCE"], match: "whole-query" },
    ], problems)).toEqual([
      { position: 1, triggers: ["it", "information technology"], expandsTo: ["it", "information technology"], match: "anywhere" },
      { position: 2, triggers: ["comp sci"], expandsTo: ["computer science"], match: "anywhere" },
      { position: 3, triggers: ["year 12"], expandsTo: ["vce"], match: "whole-query" },
    ]);
    expect(problems).toEqual([]);
  });

  it("names every problem with its record", () => {
    const problems: string[] = [];
    expect(readSynonyms([
      { terms: ["IT"] },
      { when: ["psych"] },
      { when: ["nurse"], expand_to: ["nursing"], match: "exact" },
      { terms: ["law", "laws"], when: ["legal"] },
      { terms: ["a", "!!"] },
      "IT = information technology",
      { terms: ["x", "y"], colour: "red" },
    ], problems)).toEqual([]);
    expect(problems).toEqual([
      "search/synonyms.yaml record #1: terms must be a list of different words or phrases (letters and digits, up to 6 words each), at least two",
      "search/synonyms.yaml record #2: expand_to must be a list of different words or phrases (letters and digits, up to 6 words each)",
      "search/synonyms.yaml record #3: match must be anywhere or whole-query",
      "search/synonyms.yaml record #4: give terms, or when and expand_to, not both",
      "search/synonyms.yaml record #5: terms must be a list of different words or phrases (letters and digits, up to 6 words each), at least two",
      "search/synonyms.yaml record #6: a synonym must be a mapping with terms, or with when and expand_to",
      "search/synonyms.yaml record #7: unknown field \"colour\"",
    ]);
    expect(readSynonyms({ IT: "information technology" }, problems)).toEqual([]);
    expect(problems.at(-1)).toBe("search/synonyms.yaml: must hold a YAML list of synonyms");
  });
});
