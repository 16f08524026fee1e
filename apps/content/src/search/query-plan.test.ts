import { describe, expect, it } from "vitest";
import { Lexicon } from "./lexicon.ts";
import { queryWords } from "./normalise-words.ts";
import { fullQuery, namingQuery, phraseQuery, planQuery, strictQuery, titleVariants, withTypos } from "./query-plan.ts";
import type { Synonym } from "./thesaurus.ts";

const IT: Synonym = { position: 1, triggers: ["it", "information technology"], expandsTo: ["it", "information technology"], match: "anywhere" };
const COMP_SCI: Synonym = { position: 2, triggers: ["comp sci"], expandsTo: ["computer science"], match: "anywhere" };

function groupsOf(text: string, synonyms: Synonym[] = []) {
  const groups = planQuery(text, synonyms).groups;
  if (groups === null) throw new Error("an operator query");
  return groups;
}

describe("planQuery", () => {
  it("keeps a query's only word though it is a stop word, and searches a query of stop words only", () => {
    expect(strictQuery(groupsOf("IT"))).toBe("(it:AB)");
    expect(strictQuery(groupsOf("to be or not to be"))).toBe("(to:AB) & (be:AB) & (or:AB) & (not:AB) & (to:AB) & (be:AB)");
  });

  it("makes stop words optional beside other words, but keeps them in the phrase", () => {
    const groups = groupsOf("bachelor of nursing");
    expect(strictQuery(groups)).toBe("(bachelor) & (nursing)");
    expect(fullQuery(groups)).toBe("(bachelor) & (nursing | nursing:*)");
    expect(phraseQuery(groups)).toBe("(bachelor) <-> (of) <-> (nursing | nursing:*)");
  });

  it("matches the last word as a prefix from three characters", () => {
    expect(fullQuery(groupsOf("nurs"))).toBe("(nurs | nurs:*)");
    expect(fullQuery(groupsOf("master of a"))).toBe("(master)");
    expect(fullQuery(groupsOf("bachelor ar"))).toBe("(bachelor) & (ar)");
    // A stop word is a whole word: `the` is not the start of theory.
    expect(fullQuery(groupsOf("the"))).toBe("(the:AB)");
  });

  it("expands a synonym both ways; a stop word the thesaurus names is required, in titles, summaries and keywords", () => {
    expect(strictQuery(groupsOf("master of IT", [IT]))).toBe("(master) & (it:AB | information <-> technology)");
    expect(strictQuery(groupsOf("Information Technology", [IT]))).toBe("(information <-> technology | it:AB)");
    expect(strictQuery(groupsOf("comp sci", [COMP_SCI]))).toBe("(comp <-> sci | computer <-> science)");
  });

  it("names a document by its title, summary or keywords with weights A and B", () => {
    expect(namingQuery(groupsOf("master of IT", [IT]))).toBe("(master:AB) & (it:AB | information:AB <-> technology:AB)");
    expect(namingQuery(groupsOf("nursing"))).toBe("(nursing:AB | nursing:*AB)");
  });

  it("drops punctuation and leaves operators to websearch_to_tsquery", () => {
    expect(queryWords("Bachelor of Engineering (Honours) – civil?")).toEqual(["bachelor", "of", "engineering", "honours", "civil"]);
    expect(strictQuery(groupsOf("a'); DROP TABLE x;"))).toBe("(drop) & (table) & (x)");
    expect(planQuery("a'); DROP TABLE x; --", []).groups).toBeNull();
    for (const text of ['"bachelor of', "nursing -midwifery", "nursing OR midwifery", "-law"]) expect(planQuery(text, []).groups).toBeNull();
    expect(planQuery("?!", []).groups).toBeNull();
  });

  it("adds the lexicon's look-alikes of each required word as alternatives outside the strict query", () => {
    const lexicon = new Lexicon([["business", 40], ["bachelor", 30], ["nursing", 20]]);
    const groups = withTypos(planQuery("bachelor of buisness", []), lexicon).groups ?? [];
    expect(strictQuery(groups)).toBe("(bachelor) & (buisness)");
    expect(fullQuery(groups)).toBe("(bachelor) & (buisness | buisness:* | business)");
    const thesaurus = withTypos(planQuery("master of IT", [IT]), lexicon).groups ?? [];
    expect(fullQuery(thesaurus)).toBe("(master) & (it:AB | information <-> technology)");
  });

  it("looks up the typos of five words at most", () => {
    const lexicon = new Lexicon(["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golfs"].map((word) => [`${word}s`, 1] as const));
    const groups = withTypos(planQuery("alpha bravo charlie delta echo foxtrot golfs", []), lexicon).groups ?? [];
    expect(groups.map((group) => group.typos)).toEqual([["alphas"], ["bravos"], ["charlies"], ["deltas"], [], ["foxtrots"], []]);
  });

  it("reads a query as plain words for the title bonus, each synonym in turn", () => {
    expect(titleVariants(groupsOf("master of IT", [IT]))).toEqual(["master of it", "master of information technology"]);
  });
});
