import { parse } from "qs";
import { describe, expect, it } from "vitest";
import { badRequestOf } from "../testing/bad-request.ts";
import { COURSES_COLLECTION, CONTENT_COLLECTION } from "./collections.ts";
import { parseSuggestParams } from "./suggest-params.ts";

const paramsOf = (text: string) => parseSuggestParams(parse(text));

const problemOf = (text: string) => badRequestOf(parseSuggestParams, text);

describe("parseSuggestParams", () => {
  it("reads collection, partial_query and show, ignoring profile", () => {
    expect(paramsOf("collection=yu-search-courses&partial_query=acc&show=5&profile=_default")).toEqual({
      collection: COURSES_COLLECTION, partialQuery: "acc", show: 5,
    });
  });

  it("shows 10 by default", () => {
    expect(paramsOf("collection=yu-search&partial_query=news")).toMatchObject({ collection: CONTENT_COLLECTION, show: 10 });
  });

  it("trims the typed text and collapses inner white space", () => {
    expect(paramsOf("collection=yu-search&partial_query=%20%20bachelor%20%20%20of%09arts%20").partialQuery).toBe("bachelor of arts");
  });

  it("requires a known collection", () => {
    expect(problemOf("partial_query=acc")).toBe("collection: The collection parameter is required.");
    expect(problemOf("collection=&partial_query=acc")).toBe("collection: The collection parameter is required.");
    expect(problemOf("collection=other&partial_query=acc"))
      .toBe('collection: Unknown collection "other"; this service has yu-search, yu-search-courses and yu-search-scholarships.');
  });

  it("requires 1 to 100 characters of typed text", () => {
    expect(problemOf("collection=yu-search")).toBe("partial_query: The partial_query parameter is required.");
    expect(problemOf("collection=yu-search&partial_query=%20%20")).toBe("partial_query: partial_query must be 1 to 100 characters long.");
    expect(problemOf(`collection=yu-search&partial_query=${"a".repeat(101)}`)).toMatch(/^partial_query: .*1 to 100/);
    expect(paramsOf(`collection=yu-search&partial_query=${"é".repeat(100)}`).partialQuery).toHaveLength(100);
  });

  it("refuses control characters and repeated or nested parameters", () => {
    expect(problemOf("collection=yu-search&partial_query=a%00b")).toMatch(/^partial_query: .*control characters/);
    expect(problemOf("collection=yu-search&partial_query=a&partial_query=b")).toMatch(/^partial_query: .*once/);
    expect(problemOf("collection[x]=yu-search&partial_query=a")).toMatch(/^collection: .*once/);
  });

  it("requires show to be a whole number from 1 to 50", () => {
    for (const show of ["0", "51", "-1", "2.5", "ten", ""]) {
      if (show === "") expect(paramsOf("collection=yu-search&partial_query=a&show=").show).toBe(10);
      else expect(problemOf(`collection=yu-search&partial_query=a&show=${show}`)).toBe("show: show must be a whole number from 1 to 50.");
    }
    expect(paramsOf("collection=yu-search&partial_query=a&show=50").show).toBe(50);
  });
});
