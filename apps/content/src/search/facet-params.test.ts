import { parse } from "qs";
import { describe, expect, it } from "vitest";
import { JsonApiError } from "../jsonapi/errors.ts";
import { encodeParam, parseFacetSelections, queryString, selectionPairs } from "./facet-params.ts";

const selectionsOf = (text: string) => parseFacetSelections(parse(text, { arrayLimit: 100 }));
function problemOf(text: string): string {
  try {
    selectionsOf(text);
  } catch (error) {
    if (error instanceof JsonApiError && error.status === 400) return error.detail ?? "";
    throw error;
  }
  throw new Error(`no error for ${text}`);
}

describe("parseFacetSelections", () => {
  it("reads repeated values of a facet and several facets, URL-decoded", () => {
    const selections = selectionsOf("f.Study+level%7CstudyLevel=Undergraduate&f.Study+level%7CstudyLevel=TAFE&f.Campus%7Ccampus=St+Albans&query=x");
    expect(selections.tab).toBeNull();
    expect([...selections.values]).toEqual([["studyLevel", ["Undergraduate", "TAFE"]], ["campus", ["St Albans"]]]);
  });

  it("matches a tab on its value; All means no tab", () => {
    expect(selectionsOf("f.Tabs%7Ccourses=Courses+%26+units")).toMatchObject({ tab: "courses", tabParam: "f.Tabs|courses" });
    expect(selectionsOf("f.Tabs%7Cpeople=People").tab).toBe("people");
    expect(selectionsOf("f.Tabs%7Call=All").tab).toBeNull();
    expect(selectionsOf("f.Tabs%7Cx=Nothing").tab).toBeNull();
  });

  it("ignores unknown facets, a facet with another key, empty values and duplicates", () => {
    const selections = selectionsOf("f.Colour%7Ccolour=red&f.Campus%7Cplace=Sydney&f.Campus%7Ccampus=&f.Campus%7Ccampus=Sydney&f.Campus%7Ccampus=Sydney");
    expect([...selections.values]).toEqual([["campus", ["Sydney"]]]);
  });

  it("refuses more than 50 selections, values above 200 characters and control characters", () => {
    const many = Array.from({ length: 51 }, (_, index) => `f.Campus%7Ccampus=c${index}`).join("&");
    expect(problemOf(many)).toBe("At most 50 facet selections are allowed.");
    const more = Array.from({ length: 120 }, (_, index) => `f.Campus%7Ccampus=c${index}`).join("&");
    expect(problemOf(more)).toBe("At most 50 facet selections are allowed.");
    expect(selectionsOf(`f.Campus%7Ccampus=${"a".repeat(200)}`).values.get("campus")?.[0]).toHaveLength(200);
    expect(problemOf(`f.Campus%7Ccampus=${"a".repeat(201)}`)).toBe("A facet value must be at most 200 characters long.");
    expect(problemOf("f.Campus%7Ccampus=a%01")).toMatch(/control characters/);
  });
});

describe("facet parameter encoding", () => {
  it("encodes as Funnelback does: + for spaces, %7C for the bar", () => {
    expect(encodeParam("f.Study level|studyLevel", "Undergraduate")).toBe("f.Study+level%7CstudyLevel=Undergraduate");
    expect(encodeParam("f.Tabs|courses", "Courses & units")).toBe("f.Tabs%7Ccourses=Courses+%26+units");
  });

  it("writes selections back as pairs and query strings", () => {
    const selections = selectionsOf("f.Tabs%7Ccourses=Courses+%26+units&f.Campus%7Ccampus=Sydney");
    const pairs = selectionPairs(selections, (key) => `f.Campus|${key}`);
    expect(pairs).toEqual([["f.Tabs|courses", "Courses & units"], ["f.Campus|campus", "Sydney"]]);
    expect(queryString([["query", "a b"], ...pairs])).toBe("?query=a+b&f.Tabs%7Ccourses=Courses+%26+units&f.Campus%7Ccampus=Sydney");
  });
});
