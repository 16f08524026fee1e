import { parse } from "qs";
import { describe, expect, it } from "vitest";
import { badRequestOf } from "../testing/bad-request.ts";
import { COURSES_COLLECTION, CONTENT_COLLECTION, SCHOLARSHIPS_COLLECTION } from "./collections.ts";
import { parseSearchParams } from "./search-params.ts";
import { searchCacheKey } from "./search-store.ts";

const paramsOf = (text: string) => parseSearchParams(parse(text));
const problemOf = (text: string) => badRequestOf(parseSearchParams, text);

describe("parseSearchParams", () => {
  it("reads the parameters, with Funnelback's defaults, ignoring profile and unknown ones", () => {
    const params = paramsOf("collection=yu-search&query=nursing&profile=_default&form=json&fmo=on");
    expect(params).toMatchObject({ collection: CONTENT_COLLECTION, query: "nursing", originalQuery: "nursing", numRanks: 10, startRank: 1,
      sort: "relevance" });
    expect(params.input).toEqual([["collection", "yu-search"], ["query", "nursing"], ["profile", "_default"], ["form", "json"], ["fmo", "on"]]);
    expect(paramsOf("collection=yu-search-courses").collection).toBe(COURSES_COLLECTION);
  });

  it("trims the query and collapses white space; an empty or absent query is browse mode", () => {
    expect(paramsOf("collection=yu-search&query=%20%20bachelor%20%20of%09nursing%20").query).toBe("bachelor of nursing");
    expect(paramsOf("collection=yu-search&query=%20").query).toBe("");
    expect(paramsOf("collection=yu-search").query).toBe("");
  });

  it("splits the query into free text and metadata constraints, echoing it whole", () => {
    const params = paramsOf(`collection=yu-search-courses&query=${encodeURIComponent(' nursing  interestArea:"Accounting & finance" ')}`);
    expect(params).toMatchObject({ query: 'nursing interestArea:"Accounting & finance"', originalQuery: ' nursing  interestArea:"Accounting & finance" ',
      parsed: { text: "nursing", constraints: [{ field: "interestArea", words: "accounting finance" }] } });
    expect(paramsOf("collection=yu-search&query=http%3A%2F%2Fx").parsed).toMatchObject({ text: "http://x", constraints: [] });
  });

  it("reads the scholarships collection, its facets and the metadata parameters", () => {
    const params = paramsOf("collection=yu-search-scholarships&ge_closeDate=20261128&meta_courses_orsand=HBNS+any"
      + "&f.Support%7Csupport=Fee+waiver&f.Campus%7Ccampus=Sydney&f.Tabs%7Cscholarships=Scholarships");
    expect(params.collection).toBe(SCHOLARSHIPS_COLLECTION);
    expect(params.meta).toEqual({ ranges: [{ operator: "ge", field: "closeDate", value: 20261128 }], anyOf: [{ field: "courses", words: ["hbns", "any"] }] });
    // Its own facets only, and no tabs.
    expect(params.selections).toEqual({ tab: null, tabParam: null, values: new Map([["support", ["Fee waiver"]]]) });
    expect(paramsOf("collection=yu-search&f.Tabs%7Cscholarships=Scholarships&f.Support%7Csupport=Fee+waiver").selections)
      .toEqual({ tab: "scholarships", tabParam: "f.Tabs|scholarships", values: new Map() });
    expect(paramsOf("collection=yu-search-courses&f.Tabs%7Cscholarships=Scholarships").selections.tab).toBeNull();
    expect(problemOf("collection=yu-search-scholarships&ge_closeDate=soon")).toBe("ge_closeDate: ge_closeDate must be a number, such as ge_closeDate=20261128.");
  });

  it("requires a known collection", () => {
    expect(problemOf("query=a")).toBe("collection: The collection parameter is required.");
    expect(problemOf("collection=other")).toBe('collection: Unknown collection "other"; this service has yu-search, yu-search-courses and yu-search-scholarships.');
  });

  it("refuses a query above 256 characters or with control characters, and repeated parameters", () => {
    expect(paramsOf(`collection=yu-search&query=${"é".repeat(256)}`).query).toHaveLength(256);
    expect(problemOf(`collection=yu-search&query=${"a".repeat(257)}`)).toBe("query: query must be at most 256 characters long.");
    expect(problemOf("collection=yu-search&query=a%00b")).toBe("query: query must not contain control characters.");
    expect(problemOf("collection=yu-search&query=a&query=b")).toMatch(/^query: .*once/);
  });

  it("caps num_ranks at 500 and refuses anything but a positive whole number", () => {
    expect(paramsOf("collection=yu-search&num_ranks=500").numRanks).toBe(500);
    expect(paramsOf("collection=yu-search&num_ranks=10000").numRanks).toBe(500);
    expect(paramsOf("collection=yu-search&num_ranks=").numRanks).toBe(10);
    for (const bad of ["0", "-1", "2.5", "ten", "1e3"]) expect(problemOf(`collection=yu-search&num_ranks=${bad}`)).toMatch(/^num_ranks: num_ranks must be a whole number/);
  });

  it("reads start_rank from 1 to 1,000,000", () => {
    expect(paramsOf("collection=yu-search&start_rank=11").startRank).toBe(11);
    expect(paramsOf("collection=yu-search&start_rank=1000000").startRank).toBe(1_000_000);
    for (const bad of ["0", "-5", "1.5", "x", "1000001", "99999999999999"]) {
      expect(problemOf(`collection=yu-search&start_rank=${bad}`)).toBe("start_rank: start_rank must be a whole number from 1 to 1,000,000.");
    }
  });

  it("accepts the Funnelback sorts and lists them when refusing another", () => {
    for (const sort of ["title", "dtitle", "date", "adate", "metanextIntake"]) expect(paramsOf(`collection=yu-search&sort=${sort}`).sort).toBe(sort);
    expect(paramsOf("collection=yu-search&sort=").sort).toBe("relevance");
    for (const sort of ["metacloseDate", "dmetavalueSort", "dmetanextIntake"]) expect(paramsOf(`collection=yu-search&sort=${sort}`).sort).toBe(sort);
    expect(problemOf("collection=yu-search&sort=meta")).toMatch(/^sort: sort must be empty/);
    expect(problemOf("collection=yu-search&sort=metaclose-date")).toMatch(/^sort: sort must be empty/);
    expect(problemOf("collection=yu-search&sort=score")).toBe("sort: sort must be empty (relevance), one of title, dtitle, date, adate, metanextIntake, or meta{class} or dmeta{class} (a metadata class, ascending or descending).");
  });
});

describe("searchCacheKey", () => {
  it("tells apart requests that differ only in a metadata parameter or a sort, and not in the order they were written", () => {
    const key = (text: string) => searchCacheKey(paramsOf(text));
    const base = "collection=yu-search-scholarships&query=";
    expect(key(`${base}&ge_closeDate=20261128`)).not.toBe(key(`${base}&lt_closeDate=20261128`));
    expect(key(`${base}&ge_closeDate=20261128`)).not.toBe(key(base));
    expect(key(`${base}&meta_courses_orsand=HBNS+any`)).not.toBe(key(`${base}&meta_courses_orsand=BBNS+any`));
    expect(key(`${base}&sort=metacloseDate`)).not.toBe(key(`${base}&sort=dmetavalueSort`));
    expect(key(`${base}&meta_courses_orsand=HBNS+any&ge_closeDate=1`)).toBe(key(`${base}&ge_closeDate=1&meta_courses_orsand=HBNS%20any`));
  });
});
