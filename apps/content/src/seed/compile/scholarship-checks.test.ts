import { describe, expect, it } from "vitest";
import { compileSeed } from "../compile.ts";
import type { SeedFile } from "../load-files.ts";
import { SeedValidationError } from "../types.ts";

const placeholders = { productName: "Yarra University", shortName: "YU", slug: "yu", now: new Date("2026-03-02T00:00:00Z") };
const site = { type: "taxonomy_term--sites", key: "main", tid: 7, attributes: { name: "{{product_name}}" },
  relationships: { field_site_homepage: "node--page:home" } };
const records = [
  site,
  { type: "node--page", key: "home", path: "/home", attributes: { title: "Home" } },
  { type: "node--course", key: "nursing", path: "/courses/nursing", attributes: { title: "Nursing", field_course_code: "HBNS" } },
  { type: "taxonomy_term--scholarship_support", key: "cash", attributes: { name: "Cash payment" } },
  { type: "taxonomy_term--equity_group", key: "first", attributes: { name: "First in family" } },
  { type: "webform--webform", key: "contact", attributes: { title: "Contact" } },
];

function scholarship(attributes: Record<string, unknown>, relationships: Record<string, unknown>) {
  return { type: "node--scholarship", key: "grant", path: "/scholarships/grant", attributes: { title: "Grant",
    field_scholarship_value_text: "$1,000", field_scholarship_selection: "application", ...attributes },
  relationships: { field_scholarship_support: "taxonomy_term--scholarship_support:cash", ...relationships } };
}

function problemsOf(extra: unknown): string[] {
  try {
    compileSeed([{ file: "a.yaml", records: [...records, extra] } satisfies SeedFile], { placeholders, fileSize: () => null });
  } catch (error) {
    if (error instanceof SeedValidationError) return error.problems;
    throw error;
  }
  return [];
}

describe("the seed's scholarship checks", () => {
  it("accepts a scholarship tied to a known course, term and web form", () => {
    expect(problemsOf(scholarship({ field_scholarship_audience: ["domestic"], field_scholarship_frequency: "one_off",
      field_scholarship_open_date: "2026-03-01", field_scholarship_close_date: "2026-04-01" }, {
      field_scholarship_courses: ["node--course:nursing"], field_scholarship_equity_group: ["taxonomy_term--equity_group:first"],
      field_scholarship_webform: "webform--webform:contact" }))).toEqual([]);
  });

  it("names an unknown course, term or web form", () => {
    expect(problemsOf(scholarship({}, { field_scholarship_courses: ["node--course:no-such-course"],
      field_scholarship_equity_group: ["taxonomy_term--equity_group:nobody"], field_scholarship_webform: "webform--webform:gone" })))
      .toEqual([
        "a.yaml record #7 (node--scholarship:grant): field_scholarship_courses: unresolved reference node--course:no-such-course",
        "a.yaml record #7 (node--scholarship:grant): field_scholarship_equity_group: unresolved reference taxonomy_term--equity_group:nobody",
        "a.yaml record #7 (node--scholarship:grant): field_scholarship_webform: unresolved reference webform--webform:gone",
      ]);
  });

  it("names a relationship to the wrong kind of record", () => {
    expect(problemsOf(scholarship({}, { field_scholarship_courses: ["node--page:home"],
      field_scholarship_support: "taxonomy_term--equity_group:first" }))).toEqual([
      "node--scholarship Grant (/scholarships/grant): field_scholarship_support must point at taxonomy_term--scholarship_support, not taxonomy_term--equity_group",
      "node--scholarship Grant (/scholarships/grant): field_scholarship_courses must point at node--course, not node--page",
    ]);
  });

  it("names values outside their lists, bad dates and a missing value text", () => {
    expect(problemsOf(scholarship({ field_scholarship_value_text: "", field_scholarship_selection: "lottery",
      field_scholarship_frequency: "weekly", field_scholarship_audience: ["local"], field_scholarship_open_date: "2026-05-01",
      field_scholarship_close_date: "2026-04-01" }, {}))).toEqual([
      "node--scholarship Grant (/scholarships/grant): field_scholarship_value_text is required",
      "node--scholarship Grant (/scholarships/grant): field_scholarship_selection must be one of automatic, application",
      "node--scholarship Grant (/scholarships/grant): field_scholarship_frequency must be one of one_off, per_year, per_semester, per_fortnight",
      "node--scholarship Grant (/scholarships/grant): field_scholarship_audience must be a list of domestic, international",
      "node--scholarship Grant (/scholarships/grant): field_scholarship_open_date 2026-05-01 is after field_scholarship_close_date 2026-04-01",
    ]);
    expect(problemsOf(scholarship({ field_scholarship_close_date: "next week" }, {}))).toEqual([
      "node--scholarship Grant (/scholarships/grant): field_scholarship_close_date must be a date YYYY-MM-DD or null"]);
  });
});
