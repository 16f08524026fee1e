import { describe, expect, it } from "vitest";
import type { StoredRelationships } from "../db/schema.ts";
import type { CourseFacts, IndexedResource, RelatedLookup, RelatedResource } from "./indexed-resource.ts";
import { buildNodeDocument } from "./search-document.ts";

const term = (type: string, name: string, attributes: Record<string, unknown> = {}): RelatedResource =>
  ({ type, attributes: { name, ...attributes }, relationships: {} });
const areas = [term("taxonomy_term--study_area", "Business", { weight: 1 }), term("taxonomy_term--study_area", "Arts & humanities", { weight: 0 }),
  term("taxonomy_term--study_area", "Health & biomedicine", { weight: 2 })];
const related = new Map<string, RelatedResource>([
  ["area-health", areas[2] as RelatedResource],
  ["level-bachelor", term("taxonomy_term--study_level", "Undergraduate", { field_machine_name: "bachelor" })],
  ["level-postgraduate", term("taxonomy_term--study_level", "Postgraduate", { field_machine_name: "postgraduate" })],
  ["level-short", term("taxonomy_term--study_level", "Short courses (non-award)", { field_machine_name: "short-course" })],
  ["support-cash", term("taxonomy_term--scholarship_support", "Cash payment")],
  ["support-waiver", term("taxonomy_term--scholarship_support", "Fee waiver")],
  ["equity-first", term("taxonomy_term--equity_group", "First in family")],
  ["equity-hardship", term("taxonomy_term--equity_group", "Financial hardship")],
]);
const courses = new Map<string, CourseFacts>([["course-hbns", { code: "HBNS", levelLabel: "Undergraduate" }],
  ["course-rphd", { code: "RPHD", levelLabel: "Research" }], ["course-hmph", { code: "HMPH", levelLabel: "Postgraduate" }]]);
// The vocabulary is listed in weight order, as the indexer's lookup lists it.
const lookup: RelatedLookup = { get: (uuid) => related.get(uuid), course: (uuid) => courses.get(uuid), siteDomain: () => "www.yu.edu.au",
  terms: (type) => (type === "taxonomy_term--study_area" ? [areas[1], areas[0], areas[2]] as RelatedResource[] : []) };
const rel = (type: string, ...ids: string[]): StoredRelationships[string] => ({ data: ids.map((id) => ({ type, id })) });

function scholarship(attributes: Record<string, unknown>, relationships: StoredRelationships = {}): IndexedResource {
  return { uuid: "s1", type: "node--scholarship", internalId: 9, pathAlias: "/scholarships/grant", primarySite: 7, siteTids: [7],
    attributes: { title: "Grant", changed: "2026-06-15T09:00:00+10:00", field_scholarship_value_text: "$5,000 a year",
      field_scholarship_value_amount: 5000, field_scholarship_frequency: "per_year", field_scholarship_selection: "application",
      field_scholarship_summary: "Money for your first year.", ...attributes },
    relationships: { field_scholarship_support: { data: { type: "taxonomy_term--scholarship_support", id: "support-cash" } }, ...relationships } };
}

describe("a scholarship's search document", () => {
  it("is in the Scholarships tab, with the contract's metaData", () => {
    const document = buildNodeDocument(scholarship({ field_scholarship_audience: ["domestic"], field_scholarship_open_date: "2026-05-01",
      field_scholarship_close_date: "2026-06-30", field_scholarship_awards: 12 }, {
      field_scholarship_study_level: rel("taxonomy_term--study_level", "level-bachelor"),
      field_scholarship_study_area: rel("taxonomy_term--study_area", "area-health"),
      field_scholarship_courses: rel("node--course", "course-hbns"),
      field_scholarship_equity_group: rel("taxonomy_term--equity_group", "equity-first", "equity-hardship"),
    }), lookup);
    expect(document?.tab).toBe("scholarships");
    expect(document?.summary).toBe("Money for your first year.");
    expect(document?.meta).toEqual({ type: "scholarship", site: "7", closeDate: "20260630", openDate: "20260501", valueText: "$5,000 a year",
      valueSort: "000005000", support: "Cash payment", selection: "application", audience: "domestic", courses: "HBNS",
      studyLevel: "Undergraduate", studyTopicArea: "Health & biomedicine", equityGroup: "First in family|Financial hardship", awards: "12",
      c: "Money for your first year." });
    expect(document?.facets).toEqual({ studentType: ["Australian resident"], studyLevel: ["Undergraduate"], studyTopicArea: ["Health & biomedicine"],
      support: ["Cash payment"], equityGroup: ["First in family", "Financial hardship"], selection: ["By application"] });
    expect(document?.keywords).toContain("HBNS");
    expect(document?.body).not.toContain("$5,000");
  });

  it("expands every level, area and audience into every value when none is given", () => {
    const document = buildNodeDocument(scholarship({ field_scholarship_selection: "automatic", field_scholarship_close_date: null }), lookup);
    expect(document?.facets).toMatchObject({ studentType: ["Australian resident", "International student"],
      studyLevel: ["Undergraduate", "Postgraduate", "Research", "TAFE", "Short course (non-award)"],
      studyTopicArea: ["Arts & humanities", "Business", "Health & biomedicine"], equityGroup: [], selection: ["Automatic"] });
    expect(document?.meta).toMatchObject({ closeDate: "99991231", openDate: "", audience: "domestic|international", courses: "any",
      studyLevel: "Undergraduate|Postgraduate|Research|TAFE|Short course (non-award)",
      studyTopicArea: "Arts & humanities|Business|Health & biomedicine" });
    expect(document?.meta).not.toHaveProperty("equityGroup");
    expect(document?.meta).not.toHaveProperty("awards");
  });

  it("labels levels as the course finder does: Research for a research degree, a short course by its label", () => {
    const research = buildNodeDocument(scholarship({}, { field_scholarship_study_level: rel("taxonomy_term--study_level", "level-postgraduate"),
      field_scholarship_courses: rel("node--course", "course-rphd") }), lookup);
    expect(research?.facets.studyLevel).toEqual(["Research"]);
    expect(research?.meta.courses).toBe("RPHD");
    const both = buildNodeDocument(scholarship({}, { field_scholarship_study_level: rel("taxonomy_term--study_level", "level-postgraduate", "level-short"),
      field_scholarship_courses: rel("node--course", "course-rphd", "course-hmph") }), lookup);
    expect(both?.facets.studyLevel).toEqual(["Research", "Postgraduate", "Short course (non-award)"]);
    expect(both?.meta.courses).toBe("RPHD|HMPH");
  });

  it("ranks a fee waiver without an amount by the documented estimate", () => {
    const document = buildNodeDocument(scholarship({ field_scholarship_value_text: "Full tuition fee waiver", field_scholarship_value_amount: null },
      { field_scholarship_support: { data: { type: "taxonomy_term--scholarship_support", id: "support-waiver" } } }), lookup);
    expect(document?.meta.valueSort).toBe("000030000");
  });
});
