import { describe, expect, it } from "vitest";
import { expandWords, normalisedTerms, type Synonym } from "./thesaurus.ts";

const it2: Synonym = { position: 1, triggers: ["it", "information technology"], expandsTo: ["it", "information technology"], match: "anywhere" };
const compSci: Synonym = { position: 2, triggers: ["comp sci"], expandsTo: ["computer science"], match: "anywhere" };
const vce: Synonym = { position: 3, triggers: ["year 12"], expandsTo: ["vce"], match: "whole-query" };

describe("expandWords", () => {
  it("expands a trigger both ways when the synonym names each term as trigger and expansion", () => {
    expect(expandWords(["master", "of", "it"], [it2])).toEqual([{ start: 2, length: 1, phrases: ["it", "information technology"] }]);
    expect(expandWords(["information", "technology"], [it2])).toEqual([{ start: 0, length: 2, phrases: ["information technology", "it"] }]);
  });

  it("expands a one-way synonym from its trigger only", () => {
    expect(expandWords(["comp", "sci", "degree"], [compSci])).toEqual([{ start: 0, length: 2, phrases: ["comp sci", "computer science"] }]);
    expect(expandWords(["computer", "science"], [compSci])).toEqual([]);
    expect(expandWords(["comp"], [compSci])).toEqual([]);
  });

  it("applies a whole-query synonym only to a query that is its trigger", () => {
    expect(expandWords(["year", "12"], [vce])).toEqual([{ start: 0, length: 2, phrases: ["year 12", "vce"] }]);
    expect(expandWords(["year", "12", "maths"], [vce])).toEqual([]);
  });

  it("takes the longest trigger at each word and merges the synonyms it triggers", () => {
    const cyber: Synonym = { position: 4, triggers: ["cyber"], expandsTo: ["cybersecurity"], match: "anywhere" };
    const cyberSecurity: Synonym = { position: 5, triggers: ["cyber security", "cybersecurity"], expandsTo: ["cyber security", "cybersecurity"], match: "anywhere" };
    const security: Synonym = { position: 6, triggers: ["cyber security"], expandsTo: ["infosec"], match: "anywhere" };
    expect(expandWords(["cyber", "security"], [cyber, cyberSecurity, security]))
      .toEqual([{ start: 0, length: 2, phrases: ["cyber security", "cybersecurity", "infosec"] }]);
  });

  it("normalises terms as best bets' triggers are", () => {
    expect(normalisedTerms(["IT", " Information  Technology ", "it", "!!"])).toEqual(["it", "information technology"]);
  });
});
