import { beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../config/config.ts";
import { loadSeedFiles } from "./load-files.ts";

// The demo catalogue in content/catalogue (FIELDS.md): courses, units and unit sets hang together, and the
// course fields a prospective student decides on (apply, fees, entry, dates) have the documented shapes.

interface CatalogueRecord {
  type: string;
  key: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, unknown>;
}

const DOMESTIC_UNDERGRADUATE_ENTRY = new Set(["Bachelor", "Undergraduate certificate", "Higher Education diploma"]);
const POSTGRADUATE_COURSEWORK = new Set(["Graduate Certificate", "Masters (Coursework)", "Masters (Extended)"]);
const PROFILE_GROUPS = ["recent_secondary", "higher_education", "vocational", "work_life", "international"];

const list = (value: unknown): string[] => (value === null || value === undefined ? [] : Array.isArray(value) ? value as string[] : [value as string]);
const dayOffset = (value: unknown): number => {
  const match = /^\{\{day:([+-]\d+)d\}\}$/.exec(String(value));
  if (match === null) throw new Error(`not a {{day:±Nd}} date: ${String(value)}`);
  return Number(match[1]);
};
const money = (amount: number) => `A$${amount.toLocaleString("en-AU")}`;

/** Undergraduate entry courses whose domestic students apply through the admissions centre (VTAC). */
function isDomesticUndergraduateEntry(course: CatalogueRecord): boolean {
  const aqf = String(course.attributes.field_course_aqf_level);
  return DOMESTIC_UNDERGRADUATE_ENTRY.has(aqf) || (aqf === "Double qualification" && course.attributes.field_course_level_label === "Undergraduate");
}

function isPostgraduateCoursework(course: CatalogueRecord): boolean {
  const aqf = String(course.attributes.field_course_aqf_level);
  return POSTGRADUATE_COURSEWORK.has(aqf) || (aqf === "Double qualification" && course.attributes.field_course_level_label === "Postgraduate");
}

describe("the demo catalogue (content/catalogue)", () => {
  let courses: CatalogueRecord[] = [];
  let units = new Map<string, CatalogueRecord>();
  let unitSets = new Map<string, CatalogueRecord>();

  beforeAll(async () => {
    const { files, problems } = await loadSeedFiles(`${REPO_ROOT}/content/catalogue`);
    expect(problems).toEqual([]);
    const records = files.flatMap((file) => file.records as CatalogueRecord[]);
    courses = records.filter((record) => record.type === "node--course");
    units = new Map(records.filter((record) => record.type === "node--unit").map((record) => [`node--unit:${record.key}`, record]));
    unitSets = new Map(records.filter((record) => record.type === "node--unit_set").map((record) => [`node--unit_set:${record.key}`, record]));
    expect(courses.length).toBeGreaterThan(40);
  });

  /** A course's units, listed directly or through its unit sets. */
  const unitsOf = (course: CatalogueRecord): string[] => [...new Set([
    ...list(course.relationships.field_course_units),
    ...list(course.relationships.field_course_unit_sets).flatMap((set) => list(unitSets.get(set)?.relationships.field_unit_set_units)),
  ])];

  it("lists in each unit and unit set exactly the courses that include it", () => {
    for (const [ref, unit] of units) {
      const including = courses.filter((course) => unitsOf(course).includes(ref)).map((course) => `node--course:${course.key}`);
      expect([...list(unit.relationships.field_unit_courses)].sort(), ref).toEqual(including.sort());
    }
    for (const [ref, set] of unitSets) {
      const offering = courses.filter((course) => list(course.relationships.field_course_unit_sets).includes(ref)).map((course) => `node--course:${course.key}`);
      expect([...list(set.relationships.field_unit_set_courses)].sort(), ref).toEqual(offering.sort());
      expect(set.attributes.field_unit_set_credit_points, ref).toBe(12 * list(set.relationships.field_unit_set_units).length);
      for (const unit of list(set.relationships.field_unit_set_units)) expect(units.has(unit), `${ref} → ${unit}`).toBe(true);
    }
  });

  it("gives every unit its level from its code, assessments adding up to 100 and earlier units as prerequisites", () => {
    for (const [ref, unit] of units) {
      const code = String(unit.attributes.field_unit_code);
      const level = Number(code[3]);
      expect(code, ref).toMatch(/^[A-Z]{3}[1-6]\d{3}$/);
      expect(`node--unit:${code.toLowerCase()}`).toBe(ref);
      expect(unit.attributes.field_unit_level, ref).toBe(level);
      const assessments = unit.attributes.field_unit_assessments as { weight: number }[];
      expect(assessments.reduce((sum, item) => sum + item.weight, 0), ref).toBe(100);
      expect((unit.attributes.field_unit_learning_outcomes as string[]).length, ref).toBeGreaterThan(0);
      for (const prerequisite of list(unit.relationships.field_unit_prerequisites)) {
        const required = units.get(prerequisite);
        expect(required, `${ref} requires ${prerequisite}`).toBeDefined();
        expect(prerequisite, ref).not.toBe(ref);
        const requiredLevel = Number(required?.attributes.field_unit_level);
        expect(requiredLevel, `${ref} requires ${prerequisite}`).toBeLessThanOrEqual(level);
        expect(requiredLevel >= 5, `${ref} requires ${prerequisite}: same band`).toBe(level >= 5);
      }
    }
  });

  it("lists the units of every bachelor's and postgraduate coursework course across its years", () => {
    for (const course of courses) {
      const where = course.key;
      const levels = unitsOf(course).map((ref) => Number(units.get(ref)?.attributes.field_unit_level));
      const aqf = String(course.attributes.field_course_aqf_level);
      if (aqf === "Bachelor") {
        expect(levels.length, where).toBeGreaterThanOrEqual(6);
        expect(new Set(levels), where).toEqual(new Set([1, 2, 3]));
      } else if (isPostgraduateCoursework(course)) {
        expect(levels.length, where).toBeGreaterThanOrEqual(aqf === "Graduate Certificate" ? 4 : 6);
        expect(levels.every((level) => level >= 5), where).toBe(true);
        if (aqf !== "Graduate Certificate") expect(new Set(levels), where).toEqual(new Set([5, 6]));
      }
      if (course.attributes.field_course_level_label === "Undergraduate") expect(levels.every((level) => level <= 3), where).toBe(true);
    }
  });

  it("says how to apply per audience and what happens next", () => {
    const vtacCodes = new Set<string>();
    for (const course of courses) {
      const a = course.attributes;
      const where = course.key;
      const code = String(a.field_course_code);
      if (isDomesticUndergraduateEntry(course)) {
        const vtac = String(a.field_course_admissions_centre_code);
        expect(vtac, where).toMatch(/^\d{10}$/);
        expect(vtacCodes.has(vtac), `${where}: ${vtac} is unique`).toBe(false);
        vtacCodes.add(vtac);
        expect(a.field_course_apply_domestic, where).toEqual({ uri: `https://vtac.edu.au/courses/${vtac}`, title: "Apply through VTAC" });
      } else {
        expect(a, where).not.toHaveProperty("field_course_admissions_centre_code");
        expect(a.field_course_apply_domestic, where).toEqual({ uri: `https://apply.{{slug}}.edu.au/courses/${code}?audience=domestic`,
          title: "Apply direct to {{short_name}}" });
      }
      expect(String(a.field_course_apply_domestic_next_steps).length, where).toBeGreaterThan(40);
      if (a.field_course_international === true) {
        expect(a.field_course_apply_international, where).toEqual({ uri: `https://apply.{{slug}}.edu.au/courses/${code}?audience=international`,
          title: "Apply as an international student" });
        expect(String(a.field_course_apply_international_next_steps), where).toMatch(/eCoE/);
      } else {
        expect(a, where).not.toHaveProperty("field_course_apply_international");
        expect(a, where).not.toHaveProperty("field_course_apply_international_next_steps");
      }
    }
  });

  it("has fees per full-time year that the fee prose states too", () => {
    for (const course of courses) {
      const a = course.attributes;
      const where = course.key;
      expect(a.field_course_fee_year, where).toBe(2026);
      const domesticProse = String(a.field_course_fees_domestic);
      if (a.field_course_fee_csp_annual !== undefined) expect(domesticProse, where).toContain(money(a.field_course_fee_csp_annual as number));
      const full = a.field_course_fee_domestic_annual;
      if (full !== undefined) expect(domesticProse, where).toMatch(full === 0 ? /^Free/ : new RegExp(money(full as number).replace("$", "\\$")));
      if (a.field_course_international === true) {
        expect(String(a.field_course_fees_international), where).toContain(money(a.field_course_fee_international_annual as number));
      } else {
        expect(a, where).not.toHaveProperty("field_course_fee_international_annual");
      }
      const years = a.field_course_duration_years;
      if (a.field_course_aqf_level === "Short Course") expect(years === undefined || (years as number) <= 1, where).toBe(true);
      else expect(typeof years === "number" && years > 0, where).toBe(true);
    }
  });

  it("has entry figures, English and prerequisites in the documented shapes", () => {
    for (const course of courses) {
      const a = course.attributes;
      const where = course.key;
      const international = a.field_course_international === true;
      if (isDomesticUndergraduateEntry(course)) {
        expect(a.field_course_entry_year, where).toBe(2026);
        const lowest = a.field_course_lowest_selection_rank;
        const median = a.field_course_median_selection_rank;
        expect(lowest === undefined, where).toBe(median === undefined);
        if (typeof lowest === "number" && typeof median === "number") {
          expect(lowest, where).toBeGreaterThanOrEqual(50);
          expect(median, where).toBeGreaterThan(lowest);
          expect(Math.round(lowest * 100) / 100, where).toBe(lowest);
        }
        const profile = a.field_course_student_profile as { group: string; students: number | string }[];
        expect(profile.map((row) => row.group), where).toEqual(PROFILE_GROUPS.slice(0, international ? 5 : 4));
        for (const { students } of profile) {
          expect(typeof students === "number" ? Number.isInteger(students) && students >= 5 : ["<5", "N/P"].includes(students), where).toBe(true);
        }
        const recent = profile[0]?.students;
        if (lowest === undefined) expect(recent, where).toBe("<5");
      } else {
        for (const field of ["field_course_entry_year", "field_course_lowest_selection_rank", "field_course_median_selection_rank", "field_course_student_profile"]) {
          expect(a, `${where} ${field}`).not.toHaveProperty(field);
        }
      }
      expect(a.field_course_english_international !== undefined, where).toBe(international);
      for (const field of ["field_course_english_domestic", "field_course_english_international", "field_course_prerequisites"]) {
        if (a[field] !== undefined) expect(typeof a[field] === "string" && !String(a[field]).includes("<"), `${where} ${field}`).toBe(true);
      }
    }
  });

  it("has application dates for each dated intake, opening before they close, closing before the intake", () => {
    let closed = 0;
    let notYetOpen = 0;
    let closingSoon = 0;
    for (const course of courses) {
      const a = course.attributes;
      const where = course.key;
      const intakes = a.field_course_intakes as string[];
      const dates = a.field_course_application_dates as { intake: string; opens: string; closes: string; audience?: string }[] | undefined;
      if (!intakes.every((intake) => /^\{\{day:/.test(intake))) {
        expect(dates, where).toBeUndefined();
        continue;
      }
      expect(dates, where).toBeDefined();
      const split = dates?.some((row) => row.audience !== undefined) ?? false;
      for (const intake of intakes) {
        const rows = dates?.filter((row) => row.intake === intake) ?? [];
        expect(rows.map((row) => row.audience ?? "both"), `${where} ${intake}`).toEqual(split ? ["domestic", "international"] : ["both"]);
        for (const row of rows) {
          expect(Object.keys(row).sort(), where).toEqual(["closes", "intake", "opens", ...(split ? ["audience"] : [])].sort());
          expect(dayOffset(row.opens), where).toBeLessThan(dayOffset(row.closes));
          expect(dayOffset(row.closes), where).toBeLessThan(dayOffset(intake));
        }
        const first = rows[0];
        if (intake === intakes[0] && first !== undefined) {
          if (dayOffset(first.closes) < 0) closed += 1;
          if (dayOffset(first.opens) > 0) notYetOpen += 1;
          if (dayOffset(first.opens) <= 0 && dayOffset(first.closes) >= 0 && dayOffset(first.closes) <= 14) closingSoon += 1;
        }
      }
      if (split) expect(a.field_course_international, where).toBe(true);
    }
    // The demo shows every state of the next intake's applications.
    expect(closed).toBeGreaterThan(0);
    expect(notYetOpen).toBeGreaterThan(0);
    expect(closingSoon).toBeGreaterThan(0);
  });
});
