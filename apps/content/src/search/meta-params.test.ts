import { parse } from "qs";
import { describe, expect, it } from "vitest";
import { badRequestOf } from "../testing/bad-request.ts";
import { metaParamsKey, parseMetaParams, rangeMatches } from "./meta-params.ts";

const paramsOf = (text: string) => parseMetaParams(parse(text));
const problemOf = (text: string) => badRequestOf(parseMetaParams, text);

describe("parseMetaParams", () => {
  it("reads Funnelback's numeric metadata comparisons", () => {
    expect(paramsOf("ge_closeDate=20261128&lt_valueSort=%2B5000&gt_awards=2.5&le_openDate=20270101&eq_awards=12&query=x").ranges).toEqual([
      { operator: "ge", field: "closeDate", value: 20261128 }, { operator: "lt", field: "valueSort", value: 5000 },
      { operator: "gt", field: "awards", value: 2.5 }, { operator: "le", field: "openDate", value: 20270101 },
      { operator: "eq", field: "awards", value: 12 }]);
  });

  it("refuses a comparison with something that is not a number, naming the parameter", () => {
    expect(problemOf("ge_closeDate=next-week")).toBe("ge_closeDate: ge_closeDate must be a number, such as ge_closeDate=20261128.");
    expect(problemOf("lt_closeDate=2026-11-28")).toBe("lt_closeDate: lt_closeDate must be a number, such as lt_closeDate=20261128.");
    expect(problemOf("ge_closeDate=1&ge_closeDate=2")).toBe("ge_closeDate: ge_closeDate must be given once, as plain text.");
  });

  it("reads meta_{class}_orsand as whole words, any of them", () => {
    expect(paramsOf("meta_courses_orsand=HBNS%20any").anyOf).toEqual([{ field: "courses", words: ["hbns", "any"] }]);
    expect(paramsOf("meta_equityGroup_orsand=First+in+family").anyOf).toEqual([{ field: "equityGroup", words: ["first", "in", "family"] }]);
  });

  it("ignores empty values and other parameters", () => {
    expect(paramsOf("ge_closeDate=&meta_courses_orsand=%20&meta_x_and=a&ge_=1&sort=metacloseDate")).toEqual({ ranges: [], anyOf: [] });
  });

  it("refuses control characters, long values and too many constraints", () => {
    expect(problemOf("meta_courses_orsand=a%00b")).toBe("meta_courses_orsand: meta_courses_orsand must not contain control characters.");
    expect(problemOf(`meta_courses_orsand=${"a".repeat(257)}`)).toBe("meta_courses_orsand: meta_courses_orsand must be at most 256 characters long.");
    const many = Array.from({ length: 21 }, (_, index) => `ge_c${index}=1`).join("&");
    expect(problemOf(many)).toBe("ge_c20: At most 20 metadata constraints are allowed.");
  });

  it("keys the constraints in one stable order", () => {
    expect(metaParamsKey(paramsOf("meta_courses_orsand=HBNS+any&ge_closeDate=20261128")))
      .toBe(metaParamsKey(paramsOf("ge_closeDate=20261128&meta_courses_orsand=hbns%20ANY")));
    expect(metaParamsKey(paramsOf("ge_closeDate=20261128"))).not.toBe(metaParamsKey(paramsOf("lt_closeDate=20261128")));
  });
});

describe("rangeMatches", () => {
  it("compares numbers; a missing or non-numeric value never matches", () => {
    const range = { operator: "ge", field: "closeDate", value: 20261128 } as const;
    expect(rangeMatches("20261128", range)).toBe(true);
    expect(rangeMatches("99991231", range)).toBe(true);
    expect(rangeMatches("20261127", range)).toBe(false);
    expect(rangeMatches("20261127", { ...range, operator: "lt" })).toBe(true);
    expect(rangeMatches("20261128", { ...range, operator: "gt" })).toBe(false);
    expect(rangeMatches("20261128", { ...range, operator: "le" })).toBe(true);
    expect(rangeMatches("20261128", { ...range, operator: "eq" })).toBe(true);
    expect(rangeMatches(undefined, range)).toBe(false);
    expect(rangeMatches("", range)).toBe(false);
    expect(rangeMatches("soon", range)).toBe(false);
  });
});
