import { describe, expect, it } from "vitest";
import { listNameOf, namedListFrom, namedOptions, optionValues, STANDARD_OPTION_LIST_NAMES, toOptions } from "./options.ts";

describe("toOptions", () => {
  it("reads an object, a list and value|label lines", () => {
    expect(toOptions({ ug: "Undergraduate", pg: "Postgraduate" })).toEqual([{ value: "ug", label: "Undergraduate" }, { value: "pg", label: "Postgraduate" }]);
    expect(toOptions(["Arts", "IT"])).toEqual([{ value: "Arts", label: "Arts" }, { value: "IT", label: "IT" }]);
    expect(toOptions("a|Arts\nb|Business\n\nc")).toEqual([{ value: "a", label: "Arts" }, { value: "b", label: "Business" }, { value: "c", label: "c" }]);
  });

  it("resolves Drupal Webform's named lists, as Drupal's content-rating form uses yes_no", () => {
    expect(toOptions("yes_no")).toEqual([{ value: "Yes", label: "Yes" }, { value: "No", label: "No" }]);
    expect(optionValues("days")).toEqual(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]);
    expect(optionValues("months")).toHaveLength(12);
    expect(optionValues("titles")).toEqual(["Miss", "Ms", "Mr", "Mrs", "Dr"]);
    expect(toOptions("likert_agreement").map((o) => o.label)).toEqual(["Strongly Disagree", "Disagree", "Neutral", "Agree", "Strongly Agree"]);
    expect(optionValues("likert_ten_scale")).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    expect(optionValues("state_province_names")).toContain("District of Columbia");
    expect(toOptions("state_codes")).toContainEqual({ value: "CA", label: "California" });
    expect(optionValues("country_names")).toContain("Australia");
    expect(toOptions("country_codes")).toContainEqual({ value: "AU", label: "Australia" });
    expect(toOptions("australian_state_codes")).toContainEqual({ value: "VIC", label: "Victoria" });
    expect(optionValues("australian_states")).toHaveLength(8);
  });

  it("covers the standard lists", () => {
    for (const name of ["yes_no", "days", "months", "titles", "gender", "relationship", "likert_agreement", "likert_comparison", "likert_importance",
      "likert_quality", "likert_satisfaction", "likert_ten_scale", "likert_would_you", "education", "employment_status", "ethnicity", "industry",
      "marital_status", "phone_types", "size", "time_zones", "country_names", "country_codes", "state_names", "state_codes",
      "state_province_names", "state_province_codes"]) {
      expect(STANDARD_OPTION_LIST_NAMES, name).toContain(name);
      expect(namedOptions(name)?.length, name).toBeGreaterThan(1);
    }
  });

  it("prefers a list the content system provides, and keeps an unknown name as Drupal would show it", () => {
    const lists = { yes_no: [["Y", "Yes please"], ["N", "No thanks"]] as const, campuses: [["footscray", "Footscray Park"]] as const };
    expect(toOptions("yes_no", lists)).toEqual([{ value: "Y", label: "Yes please" }, { value: "N", label: "No thanks" }]);
    expect(toOptions("campuses", lists)).toEqual([{ value: "footscray", label: "Footscray Park" }]);
    expect(toOptions("campuses")).toEqual([{ value: "campuses", label: "campuses" }]);
    expect(toOptions("constructor")).toEqual([{ value: "constructor", label: "constructor" }]);
  });
});

describe("namedListFrom: a webform_options entity's options", () => {
  it("reads Drupal's YAML lines, quoted or not, and objects", () => {
    expect(namedListFrom("Yes: Yes\nNo: No\n")).toEqual([["Yes", "Yes"], ["No", "No"]]);
    expect(namedListFrom("'Significant Other': 'Significant Other'\n1: 'It''s fine'\n\"a:b\": \"Quoted \\\"label\\\"\"")).toEqual([
      ["Significant Other", "Significant Other"], ["1", "It's fine"], ["a:b", 'Quoted "label"'],
    ]);
    expect(namedListFrom("Group:\n  a: A\nb: B\nnot a line")).toEqual([["b", "B"]]);
    expect(namedListFrom({ fp: "Footscray Park", n: 2 })).toEqual([["fp", "Footscray Park"], ["n", "2"]]);
    expect(namedListFrom(null)).toEqual([]);
  });
  it("names the list an #options refers to", () => {
    expect(listNameOf(" yes_no ")).toBe("yes_no");
    expect(listNameOf("a|A\nb|B")).toBeNull();
    expect(listNameOf({ a: "A" })).toBeNull();
  });
});
