import { describe, expect, it } from "vitest";
import { elementsMatch, metaElements, parseMetaQuery, rewriteText } from "./meta-query.ts";

const constraintsOf = (query: string) => parseMetaQuery(query).constraints;

describe("parseMetaQuery", () => {
  it("reads a phrase and a term constraint, leaving the free text", () => {
    expect(parseMetaQuery('interestArea:"Accounting & finance"')).toMatchObject({ text: "",
      constraints: [{ field: "interestArea", words: "accounting finance" }] });
    expect(parseMetaQuery("bachelor courseCode:HBNS nursing")).toMatchObject({ text: "bachelor nursing",
      constraints: [{ field: "courseCode", words: "hbns" }] });
    expect(parseMetaQuery("nursing")).toEqual({ text: "nursing", constraints: [], segments: [{ kind: "text", raw: "nursing" }] });
    expect(parseMetaQuery("")).toEqual({ text: "", constraints: [], segments: [] });
  });

  it("keeps several constraints in order, with the class name's case", () => {
    expect(constraintsOf('studyTopicArea:Business interestArea:"Accounting & finance" study_level2:x')).toEqual([
      { field: "studyTopicArea", words: "business" }, { field: "interestArea", words: "accounting finance" },
      { field: "study_level2", words: "x" }]);
  });

  it("runs an unclosed phrase to the end of the query", () => {
    expect(parseMetaQuery('nursing interestArea:"Accounting & fin')).toMatchObject({ text: "nursing",
      constraints: [{ field: "interestArea", words: "accounting fin" }] });
  });

  it("drops a constraint without letters or digits", () => {
    expect(parseMetaQuery('interestArea:"" nursing')).toEqual({ text: "nursing", constraints: [],
      segments: [{ kind: "text", raw: "nursing" }] });
    expect(parseMetaQuery('interestArea:"')).toMatchObject({ text: "", constraints: [] });
    expect(parseMetaQuery("interestArea:&&")).toMatchObject({ text: "", constraints: [] });
  });

  it("reads URLs, bare colons, quoted text and invalid class names as free text", () => {
    for (const query of ["http://x", "see https://www.yu.edu.au/courses", "note: apply", "interestArea:", "1a:b", "_x:b", "(a:b)",
      "-interestArea:x", '"a b:c d"', "a-b:c", ":x"]) {
      expect(parseMetaQuery(query), query).toMatchObject({ text: query, constraints: [] });
    }
  });

  it("ends a term at the space and a phrase at its closing quote", () => {
    expect(parseMetaQuery('a:b:c d:"e f"g h')).toMatchObject({ text: "g h",
      constraints: [{ field: "a", words: "b c" }, { field: "d", words: "e f" }] });
  });
});

describe("rewriteText", () => {
  it("rewrites only the free text, keeping constraints as written and in place", () => {
    const query = parseMetaQuery('nursign interestArea:"Nursign care" bachelr');
    expect(rewriteText(query, (text) => text.toUpperCase())).toBe('NURSIGN interestArea:"Nursign care" BACHELR');
  });
});

describe("metaElements and elementsMatch", () => {
  const matches = (value: string, query: string) => {
    const [constraint] = constraintsOf(query);
    if (constraint === undefined) throw new Error(`no constraint in ${query}`);
    return elementsMatch(metaElements(value), constraint);
  };

  it("matches whole words of any element, ignoring case and punctuation", () => {
    expect(matches("Management & leadership|Accounting & finance", 'x:"accounting & FINANCE"')).toBe(true);
    expect(matches("Accounting & finance", 'x:"Accounting and finance"')).toBe(false);
    expect(matches("Accounting & finance", "x:finance")).toBe(true);
    expect(matches("Accounting & finance", "x:fin")).toBe(false);
    expect(matches("Secondary school (VCE)", "x:vce")).toBe(true);
    expect(matches("VCE, preparation & English language", 'x:"Secondary school (VCE)"')).toBe(false);
  });

  it("never matches across two elements", () => {
    expect(matches("Accounting|Finance", 'x:"accounting finance"')).toBe(false);
  });
});
