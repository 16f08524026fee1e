import { describe, expect, it } from "vitest";
import type { Resource } from "@/tide/types";
import { relationsFor } from "../relations";
import { applyOption } from "./apply";
import { entryFigures } from "./entry";
import { courseFees } from "./fees";
import { courseStructure, yearOfLevel } from "./structure";

describe("applyOption", () => {
  const a = {
    field_course_apply_domestic: { uri: "https://vtac.edu.au/courses/3400110011", title: "Apply through VTAC" },
    field_course_apply_domestic_next_steps: "List this course among your preferences.",
    field_course_admissions_centre_code: "3400110011",
    field_course_apply_international: { uri: "internal:/international/apply", title: "" },
  };
  it("reads each audience's destination, next steps and the admissions centre's code", () => {
    expect(applyOption(a, "domestic")).toEqual({ href: "https://vtac.edu.au/courses/3400110011", label: "Apply through VTAC", external: true,
      nextSteps: "List this course among your preferences.", admissionsCentreCode: "3400110011" });
    expect(applyOption(a, "international")).toEqual({ href: "/international/apply", label: "Apply now", external: false, nextSteps: null, admissionsCentreCode: null });
  });
  it("offers nothing where the content names no destination, or one that is not a web address", () => {
    expect(applyOption({}, "domestic")).toBeNull();
    expect(applyOption({ field_course_apply_domestic: { uri: "javascript:alert(1)", title: "x" } }, "domestic")).toBeNull();
    expect(applyOption({ field_course_apply_domestic: "https://example.edu" }, "domestic")).toBeNull();
  });
});

describe("courseFees", () => {
  const a = { field_course_fee_year: 2026, field_course_duration_years: 3, field_course_fee_csp_annual: 17194, field_course_fee_domestic_annual: "31000",
    field_course_fee_international_annual: 34400 };
  it("gives a domestic student both kinds of place, a year and the whole course", () => {
    expect(courseFees(a, "domestic")).toEqual({ year: 2026, durationYears: 3, perCourse: false, lines: [
      { kind: "csp", label: "Commonwealth supported place (student contribution)", annual: 17194, total: 51582 },
      { kind: "full-fee", label: "Full-fee place", annual: 31000, total: 93000 },
    ] });
  });
  it("gives an international student the international fee", () => {
    expect(courseFees(a, "international")?.lines).toEqual([{ kind: "international", label: "International student", annual: 34400, total: 103200 }]);
  });
  it("names the polytechnic's full fee as before subsidy, and has no total without a duration", () => {
    expect(courseFees({ field_course_provider: "Polytechnic", field_course_fee_domestic_annual: 9000 }, "domestic")?.lines)
      .toEqual([{ kind: "full-fee", label: "Full fee (before any government subsidy)", annual: 9000, total: null }]);
  });
  it("gives a short course its price, not a year's fee", () => {
    expect(courseFees({ field_course_aqf_level: "Short Course", field_course_fee_domestic_annual: 450 }, "domestic"))
      .toEqual({ year: null, durationYears: null, perCourse: true, lines: [{ kind: "full-fee", label: "Course fee", annual: 450, total: 450 }] });
  });
  it("is null without a figure (a Tide without these fields)", () => {
    expect(courseFees({ field_course_fee_year: 2026 }, "domestic")).toBeNull();
    expect(courseFees({ field_course_fee_csp_annual: 1000 }, "international")).toBeNull();
  });
});

describe("entryFigures", () => {
  const a = {
    field_course_entry_year: 2026, field_course_lowest_selection_rank: 55.35, field_course_median_selection_rank: "61.2",
    field_course_student_profile: [
      { group: "higher_education", students: 40 }, { group: "recent_secondary", students: 120 }, { group: "vocational", students: 30 },
      { group: "work_life", students: 10 }, { group: "unknown", students: 5 }, { group: "international", students: "bad" },
    ],
    field_course_english_domestic: "VCE English 25", field_course_english_international: "IELTS 6.0", field_course_prerequisites: "Maths 20",
  };
  it("reads the ranks with two decimals and the profile in the national order with shares", () => {
    const f = entryFigures(a, "domestic")!;
    expect([f.year, f.lowestRank, f.medianRank, f.english, f.prerequisites]).toEqual([2026, "55.35", "61.20", "VCE English 25", "Maths 20"]);
    expect(f.profile.map((r) => [r.group, r.students, r.share])).toEqual([
      ["recent_secondary", "120", "60%"], ["higher_education", "40", "20%"], ["vocational", "30", "15%"], ["work_life", "10", "5%"],
    ]);
    expect(f.profileTotal).toBe(200);
  });
  it("keeps '<5' and 'N/P' as published, without a total", () => {
    const f = entryFigures({ field_course_student_profile: [{ group: "recent_secondary", students: 12 }, { group: "work_life", students: "<5" }] }, "domestic")!;
    expect(f.profile.map((r) => [r.students, r.share])).toEqual([["12", "100%"], ["<5", null]]);
    expect(f.profileTotal).toBeNull();
  });
  it("shows each audience its own English requirement, and is null with nothing to say", () => {
    expect(entryFigures(a, "international")?.english).toBe("IELTS 6.0");
    expect(entryFigures({ field_course_lowest_selection_rank: 140 }, "domestic")).toBeNull();
  });
});

describe("courseStructure", () => {
  const unit = (id: string, code: string, level: number | null, periods: string[]): Resource => ({
    type: "node--unit", id, attributes: { title: `Unit ${code}`, field_unit_code: code, field_unit_credit_points: 12, field_unit_level: level,
      field_unit_study_period: periods, path: { alias: `/units/${code}` } }, relationships: {},
  });
  const units = [unit("a", "BCO2000", 2, ["Block 3"]), unit("b", "BCO1102", 1, ["Block 5"]), unit("c", "BCO1101", 1, ["Block 1", "Block 4"]), unit("d", "BXX0000", null, [])];
  const set = (id: string, type: string, unitIds: string[]): Resource => ({
    type: "node--unit_set", id, attributes: { title: `Set ${id}`, field_unit_set_code: id.toUpperCase(), field_unit_set_type: type, field_unit_set_credit_points: 96,
      path: { alias: `/unitsets/${id.toUpperCase()}` } },
    relationships: { field_unit_set_units: { data: unitIds.map((u) => ({ type: "node--unit", id: u })) } },
  });
  const course: Resource = { type: "node--course", id: "c", attributes: {}, relationships: {
    field_course_units: { data: ["a", "b", "c", "d", "gone"].map((id) => ({ type: "node--unit", id })) },
    field_course_unit_sets: { data: [{ type: "node--unit_set", id: "minor" }, { type: "node--unit_set", id: "core" }] },
  } };
  const rel = relationsFor({ data: course, included: [...units, set("minor", "Minor", ["a"]), set("core", "Core", ["c", "b"])] });

  it("groups the course's units by year, in block order, and lists its sets core first", () => {
    const s = courseStructure(course, rel)!;
    expect(s.years.map((y) => [y.label, y.units.map((u) => u.code)])).toEqual([
      ["Year 1", ["BCO1101", "BCO1102"]], ["Year 2", ["BCO2000"]], ["Any year", ["BXX0000"]],
    ]);
    expect([1, 3, 5, 6].map(yearOfLevel)).toEqual([1, 3, 1, 2]);
    expect(s.years[0]?.units[0]).toMatchObject({ href: "/units/BCO1101", creditPoints: 12, periods: ["Block 1", "Block 4"], detail: "12 credit points" });
    expect(s.sets.map((x) => [x.setType, x.code, x.units.map((u) => u.code)])).toEqual([["Core", "CORE", ["BCO1101", "BCO1102"]], ["Minor", "MINOR", ["BCO2000"]]]);
  });
  it("is null for a course without units or sets", () => {
    expect(courseStructure({ type: "node--course", id: "x", attributes: {}, relationships: {} }, rel)).toBeNull();
  });
});
