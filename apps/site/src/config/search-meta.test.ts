import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";
import { canonicalMetaData, DEFAULT_SEARCH_META, SEARCH_META_CLASSES, searchMetaClasses } from "./search-meta";

describe("search metadata classes", () => {
  it("default to the names the site has always used, the interest-area class off", () => {
    const meta = parseEnv({}).searchMeta;
    expect(meta).toEqual(DEFAULT_SEARCH_META);
    expect(meta.interestArea).toBeNull();
    expect(meta.closeDate).toBe("closeDate");
    expect(meta.description).toBe("c");
  });

  it("take a collection's own names, 'off', or the default for an empty variable", () => {
    const meta = parseEnv({ SEARCH_META_INTEREST_AREA: "interestArea", SEARCH_META_CLOSE_DATE: " closes ", SEARCH_META_VALUE_SORT: "off", SEARCH_META_SUPPORT: "" }).searchMeta;
    expect(meta).toMatchObject({ interestArea: "interestArea", closeDate: "closes", valueSort: null, support: "support" });
  });

  it("refuse a name Funnelback could not have, naming the variable", () => {
    expect(() => parseEnv({ SEARCH_META_CLOSE_DATE: "close date" })).toThrow(/SEARCH_META_CLOSE_DATE: must be a metadata class name/);
    expect(() => parseEnv({ SEARCH_META_COURSES: "a:b" })).toThrow(/SEARCH_META_COURSES/);
  });

  it("have one variable each", () => {
    const variables = Object.values(SEARCH_META_CLASSES).map((rule) => rule.variable);
    expect(new Set(variables).size).toBe(variables.length);
  });
});

describe("canonicalMetaData", () => {
  it("reads a renamed class under the site's own name, and drops the collection's name", () => {
    const meta = searchMetaClasses({ SEARCH_META_CLOSE_DATE: "closes", SEARCH_META_DESCRIPTION: "summaryText" });
    expect(canonicalMetaData({ closes: "20261212", summaryText: "One line", campus: "Footscray", other: "kept" }, meta))
      .toEqual({ closeDate: "20261212", c: "One line", campus: "Footscray", other: "kept" });
  });

  it("drops a class that is off, even when the answer has it", () => {
    const meta = searchMetaClasses({ SEARCH_META_OPEN_DATE: "off" });
    expect(canonicalMetaData({ openDate: "20260101", closeDate: "20261212" }, meta)).toEqual({ closeDate: "20261212" });
    expect(canonicalMetaData({ interestArea: "Nursing" }, DEFAULT_SEARCH_META)).toEqual({});
  });

  it("changes nothing with the default names", () => {
    const raw = { closeDate: "20261212", valueText: "$5,000", c: "Summary", studentType: "Australian resident" };
    expect(canonicalMetaData(raw, { ...DEFAULT_SEARCH_META, interestArea: "interestArea" })).toEqual(raw);
  });
});
