import { parse } from "qs";
import { describe, expect, it } from "vitest";
import { JsonApiError } from "./errors.ts";
import { parseFilter } from "./parse-filter.ts";

const filterOf = (query: string) => parseFilter(parse(query).filter);

function errorOf(query: string): JsonApiError {
  try {
    filterOf(query);
  } catch (error) {
    if (error instanceof JsonApiError) return error;
    throw error;
  }
  throw new Error("expected a JsonApiError");
}

describe("parseFilter", () => {
  it("reads the shortcut form", () => {
    expect(filterOf("filter[field_course_code]=HBNS&filter[field_tags.id]=abc")).toEqual({ kind: "group", conjunction: "AND", members: [
      { kind: "condition", path: ["field_course_code"], operator: "=", values: ["HBNS"] },
      { kind: "condition", path: ["field_tags", "id"], operator: "=", values: ["abc"] },
    ] });
  });

  it("reads the condition form with value lists (repeated keys, [] and indices)", () => {
    const expected = { kind: "condition", path: ["field_news_category", "field_machine_name"], operator: "IN", values: ["news", "opinion"] };
    for (const values of ["value]=news&filter[c][condition][value]=opinion", "value][]=news&filter[c][condition][value][]=opinion",
      "value][0]=news&filter[c][condition][value][1]=opinion"]) {
      expect(filterOf(`filter[c][condition][path]=field_news_category.field_machine_name&filter[c][condition][operator]=IN&filter[c][condition][${values}`))
        .toEqual({ kind: "group", conjunction: "AND", members: [expected] });
    }
  });

  it("defaults the operator to = and lowers nothing but the operator's case", () => {
    expect(filterOf("filter[a][condition][path]=title&filter[a][condition][value]=X&filter[b][condition][path]=title&filter[b][condition][operator]=starts_with&filter[b][condition][value]=Y")?.members)
      .toEqual([
        { kind: "condition", path: ["title"], operator: "=", values: ["X"] },
        { kind: "condition", path: ["title"], operator: "STARTS_WITH", values: ["Y"] },
      ]);
  });

  it("builds groups from memberOf", () => {
    const filter = filterOf("filter[g][group][conjunction]=OR&filter[a][condition][path]=title&filter[a][condition][value]=A&filter[a][condition][memberOf]=g"
      + "&filter[b][condition][path]=field_x&filter[b][condition][operator]=IS NULL&filter[b][condition][memberOf]=g&filter[status]=1");
    expect(filter).toEqual({ kind: "group", conjunction: "AND", members: [
      { kind: "group", conjunction: "OR", members: [
        { kind: "condition", path: ["title"], operator: "=", values: ["A"] },
        { kind: "condition", path: ["field_x"], operator: "IS NULL", values: [] },
      ] },
      { kind: "condition", path: ["status"], operator: "=", values: ["1"] },
    ] });
  });

  it("returns null without filters", () => {
    expect(parseFilter(undefined)).toBeNull();
    expect(filterOf("filter[g][group][conjunction]=AND")).toBeNull();
  });

  it("answers 400 naming the parameter for malformed filters", () => {
    const cases: [string, RegExp][] = [
      ["filter=x", /keyed by field/],
      ["filter[a][condition][path]=title&filter[a][condition][operator]=LIKE&filter[a][condition][value]=x", /operator "LIKE" is not supported/],
      ["filter[a][condition][path]=title", /has no value/],
      ["filter[a][condition][path]=title&filter[a][condition][operator]=BETWEEN&filter[a][condition][value]=1", /exactly two/],
      ["filter[a][condition][path]=ti tle&filter[a][condition][value]=x", /not a valid field path/],
      ["filter[a.b;drop]=1", /not a valid field path/],
      ["filter[a][condition][path]=title&filter[a][condition][value]=x&filter[a][condition][memberOf]=nope", /does not name a filter group/],
      ["filter[g][group][conjunction]=XOR", /AND or OR/],
      ["filter[g][group][memberOf]=h&filter[h][group][memberOf]=g", /member of itself/],
      ["filter[a][foo]=1", /not a value, a condition or a group/],
      ["filter[a][condition][path]=title&filter[a][condition][value][x]=1", /strings/],
    ];
    for (const [query, message] of cases) {
      let error: JsonApiError;
      try {
        error = errorOf(query);
      } catch {
        throw new Error(`no error for ${query}`);
      }
      expect(error.status, query).toBe(400);
      expect(error.detail, query).toMatch(message);
      expect(error.parameter, query).toMatch(/^filter/);
    }
  });
});
