import { parse } from "qs";
import { describe, expect, it } from "vitest";
import { JsonApiError } from "../jsonapi/errors.ts";
import { COURSES_COLLECTION, CONTENT_COLLECTION } from "./collections.ts";
import { parseSearchParams } from "./search-params.ts";

const paramsOf = (text: string) => parseSearchParams(parse(text));
function problemOf(text: string): string {
  try {
    paramsOf(text);
  } catch (error) {
    if (error instanceof JsonApiError && error.status === 400) return `${error.parameter}: ${error.detail}`;
    throw error;
  }
  throw new Error(`no error for ${text}`);
}

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

  it("requires a known collection", () => {
    expect(problemOf("query=a")).toBe("collection: The collection parameter is required.");
    expect(problemOf("collection=other")).toBe('collection: Unknown collection "other"; this service has yu-search and yu-search-courses.');
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
    expect(problemOf("collection=yu-search&sort=score")).toBe("sort: sort must be empty (relevance) or one of title, dtitle, date, adate, metanextIntake.");
  });
});
