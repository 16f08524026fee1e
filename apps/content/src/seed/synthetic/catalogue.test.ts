import { describe, expect, it } from "vitest";
import type { StoredIdentifier } from "../../db/schema.ts";
import type { ResourceRow } from "../types.ts";
import { courseKind, generateCatalogue, type TermRef } from "./catalogue.ts";
import { LINKED_TERMS, STUDY_AREAS, STUDY_LEVELS } from "./word-lists.ts";

const base = { firstNodeId: 100, firstRevisionId: 200, now: new Date("2026-06-15T00:00:00Z"),
  mainSite: { uuid: "00000000-0000-5000-8000-000000000007", tid: 7 }, terms: new Map(), takenPaths: new Set<string>() };

// Every term the generator can link, with the term's "type:key" as its uuid so tests can read links back.
const allTerms = new Map<string, TermRef>(LINKED_TERMS.map(({ type, key }, index) => [`${type}:${key}`, { uuid: `${type}:${key}`, tid: 1000 + index }]));

const AQF_LEVELS = ["Bachelor", "Undergraduate certificate", "Double qualification", "Higher Education diploma", "Graduate Certificate",
  "Masters (Coursework)", "Masters (Extended)", "Masters (Research)", "Doctoral", "Diploma", "Certificate III", "Certificate IV",
  "Senior Secondary Certificate", "Short Course"];
const COURSE_LABELS = ["Undergraduate", "Postgraduate", "Research", "TAFE", "Short course (non-award)"];

function many(row: ResourceRow | undefined, field: string): StoredIdentifier[] {
  const data = row?.relationships[field]?.data;
  if (!Array.isArray(data)) throw new Error(`${field} is not a to-many relationship: ${JSON.stringify(data)}`);
  return data;
}

function one(row: ResourceRow | undefined, field: string): StoredIdentifier | null {
  const data = row?.relationships[field]?.data;
  if (data === undefined || Array.isArray(data)) throw new Error(`${field} is not a to-one relationship: ${JSON.stringify(data)}`);
  return data;
}

const keysOf = (identifiers: StoredIdentifier[]) => identifiers.map((identifier) => identifier.id);

describe("generateCatalogue", () => {
  it("makes N courses, 10×N units, N/5 unit sets and N/4 scholarships with unique ids, codes and paths", { timeout: 60_000 }, () => {
    // The generator's own processor time, not the wall clock: a machine busy with other work must not fail it.
    const started = process.cpuUsage();
    const catalogue = generateCatalogue({ ...base, courses: 2000 });
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(5000);
    expect(catalogue.counts).toEqual({ courses: 2000, units: 20_000, unitSets: 400, scholarships: 500 });
    const rows = catalogue.resources;
    expect(rows).toHaveLength(22_900);
    expect(new Set(rows.map((row) => row.uuid)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.pathAlias)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.internalId)).size).toBe(rows.length);
    expect(Math.min(...rows.map((row) => row.internalId ?? 0))).toBe(100);
    expect(catalogue.revisions.map((revision) => revision.id)[0]).toBe(200);
    const courses = rows.filter((row) => row.type === "node--course");
    expect(new Set(courses.map((row) => row.attributes.field_course_level_label))).toEqual(new Set(COURSE_LABELS));
    expect(courses.every((row) => /^\/courses\/[a-z0-9-]+-[a-z0-9]+$/.test(row.pathAlias ?? ""))).toBe(true);
    expect(rows.filter((row) => row.type === "node--unit").every((row) => /^\/units\/[A-Z]{3}[1-6]\d{3}$/.test(row.pathAlias ?? ""))).toBe(true);
    expect(courses[0]?.relationships.field_course_units?.data).toHaveLength(10);
    expect(courses[0]?.siteTids).toEqual([7]);
    expect(rows.every((row) => row.attributes.field_synthetic === true)).toBe(true);
    const summaries = rows.map((row) => row.attributes.field_landing_page_summary ?? row.attributes.field_scholarship_summary);
    expect(summaries.every((summary) => typeof summary === "string" && summary.length > 0 && summary.length <= 150)).toBe(true);
  });

  it("steps around paths that already exist and is the same every time", () => {
    const first = generateCatalogue({ ...base, courses: 5 });
    const taken = new Set(first.resources.map((row) => row.pathAlias ?? ""));
    const second = generateCatalogue({ ...base, courses: 5, takenPaths: taken });
    expect(second.resources.some((row) => taken.has(row.pathAlias ?? ""))).toBe(false);
    expect(generateCatalogue({ ...base, courses: 5 }).resources.map((row) => row.attributes.title))
      .toEqual(first.resources.map((row) => row.attributes.title));
  });

  it("links study areas and levels when those terms exist", () => {
    const terms = new Map([["taxonomy_term--study_area:arts-humanities", { uuid: "a", tid: 1 }],
      ["taxonomy_term--study_level:bachelor", { uuid: "b", tid: 2 }]]);
    const course = generateCatalogue({ ...base, courses: 1, terms }).resources.find((row) => row.type === "node--course");
    expect(course?.relationships.field_study_area?.data).toEqual([{ type: "taxonomy_term--study_area", id: "a", meta: { drupal_internal__target_id: 1 } }]);
    expect(course?.relationships.field_course_study_level?.data).toEqual({ type: "taxonomy_term--study_level", id: "b", meta: { drupal_internal__target_id: 2 } });
    expect(course?.relationships.field_course_campuses?.data).toEqual([]);
  });

  it("has the course finder's extra topic areas from 30 courses: Higher Education diplomas, every interest area", { timeout: 60_000 }, () => {
    const courses = generateCatalogue({ ...base, courses: 30, terms: allTerms }).resources.filter((row) => row.type === "node--course");
    const areaOf = (course: ResourceRow) => many(course, "field_study_area")[0]?.id.replace("taxonomy_term--study_area:", "");
    const diplomas = courses.filter((course) => course.attributes.field_course_aqf_level === "Higher Education diploma");
    expect(diplomas.map(areaOf).sort()).toEqual(["business", "computers-it", "education"]);
    for (const area of STUDY_AREAS) {
      const interests = courses.filter((course) => areaOf(course) === area.key).flatMap((course) => keysOf(many(course, "field_interest_area")));
      expect(new Set(interests), area.key).toEqual(new Set(area.interestAreas.slice(0, 3).map((key) => `taxonomy_term--interest_area:${key}`)));
    }
  });

  it("gives Higher Education diplomas only to Education, Business and Computers & IT, every other TAFE course there", { timeout: 60_000 }, () => {
    const courses = generateCatalogue({ ...base, courses: 2000, terms: allTerms }).resources.filter((row) => row.type === "node--course");
    const diplomaAreas = new Map<string, number>();
    for (const course of courses) {
      if (course.attributes.field_course_aqf_level !== "Higher Education diploma") continue;
      const area = many(course, "field_study_area")[0]?.id ?? "";
      diplomaAreas.set(area, (diplomaAreas.get(area) ?? 0) + 1);
    }
    expect(Object.fromEntries(diplomaAreas)).toEqual({ "taxonomy_term--study_area:business": 25, "taxonomy_term--study_area:computers-it": 25,
      "taxonomy_term--study_area:education": 25 });
  });

  describe("field shapes of content/catalogue/FIELDS.md", () => {
    const rows = generateCatalogue({ ...base, courses: 80, terms: allTerms }).resources;
    const courses = rows.filter((row) => row.type === "node--course");
    const units = rows.filter((row) => row.type === "node--unit");
    const unitSets = rows.filter((row) => row.type === "node--unit_set");
    const byUuid = new Map(rows.map((row) => [row.uuid, row]));

    it("courses: campuses as campus terms, modes as lists, §9 labels, credit points, intakes, fees", () => {
      expect(courses).toHaveLength(80);
      for (const course of courses) {
        const attributes = course.attributes;
        const where = String(attributes.title);
        expect(attributes, where).not.toHaveProperty("field_course_locations");
        const campuses = many(course, "field_course_campuses");
        expect(campuses.length, where).toBeGreaterThan(0);
        expect(campuses.every((campus) => campus.type === "taxonomy_term--campus" && allTerms.get(campus.id)?.tid === campus.meta?.drupal_internal__target_id)).toBe(true);
        const delivery = attributes.field_course_delivery_mode as string[];
        expect(Array.isArray(delivery), where).toBe(true);
        expect(delivery.every((mode) => ["On campus", "Blended", "Online", "Workplace"].includes(mode)), where).toBe(true);
        expect(keysOf(campuses).includes("taxonomy_term--campus:online"), where).toBe(delivery.includes("Online"));
        const study = attributes.field_course_study_mode as string[];
        expect(Array.isArray(study) && study.length > 0, where).toBe(true);
        expect(study.every((mode) => ["Full time", "Part time", "Apprenticeship"].includes(mode)), where).toBe(true);

        const aqf = attributes.field_course_aqf_level as string;
        const label = attributes.field_course_level_label as string;
        const level = one(course, "field_course_study_level")?.id;
        expect(AQF_LEVELS, where).toContain(aqf);
        expect(COURSE_LABELS, where).toContain(label);
        expect(label === "Research", where).toBe(aqf === "Doctoral" || aqf === "Masters (Research)");
        expect(label === "Short course (non-award)", where).toBe(level === "taxonomy_term--study_level:short-course");
        expect(label === "TAFE", where).toBe(attributes.field_course_provider === "Polytechnic" && level === "taxonomy_term--study_level:tafe");
        if (aqf === "Higher Education diploma") {
          expect([label, attributes.field_course_provider, level], where).toEqual(["Undergraduate", "University", "taxonomy_term--study_level:tafe"]);
        }
        const credit = attributes.field_course_credit_points;
        if (label === "TAFE" || label === "Research" || label === "Short course (non-award)") expect(credit, where).toBeNull();
        else expect(typeof credit, where).toBe("number");

        const intakes = attributes.field_course_intakes as string[];
        expect(Array.isArray(intakes) && intakes.length > 0, where).toBe(true);
        if (intakes.every((intake) => /^\d{4}-\d{2}-\d{2}$/.test(intake))) {
          expect([...intakes].sort(), where).toEqual(intakes);
          expect(attributes.field_course_next_intake, where).toBe(intakes[0]);
        } else {
          expect(intakes.every((intake) => /^[A-Z][a-z]+$/.test(intake)), where).toBe(true);
          expect(attributes.field_course_next_intake, where).toBeNull();
        }

        if (attributes.field_course_international === true) {
          expect(attributes.field_course_cricos_code, where).toMatch(/^\d{6}[A-Z]$/);
          expect(typeof attributes.field_course_fees_international, where).toBe("string");
          expect(keysOf(many(course, "field_tags")), where).toContain("taxonomy_term--tags:international");
        } else {
          expect(attributes, where).not.toHaveProperty("field_course_cricos_code");
          expect(attributes, where).not.toHaveProperty("field_course_fees_international");
        }
        expect(typeof attributes.field_course_fees_domestic, where).toBe("string");
        for (const field of ["field_course_overview", "field_course_careers", "field_course_entry_requirements", "field_course_structure"]) {
          expect(attributes[field], `${where} ${field}`).toMatchObject({ format: "rich_text", processed: expect.stringMatching(/^<p>/) });
        }

        const area = STUDY_AREAS.find((candidate) => `taxonomy_term--study_area:${candidate.key}` === many(course, "field_study_area")[0]?.id);
        const interests = keysOf(many(course, "field_interest_area"));
        expect(interests.length, where).toBeGreaterThan(0);
        expect(interests.every((key) => area?.interestAreas.map((interest) => `taxonomy_term--interest_area:${interest}`).includes(key)), where).toBe(true);
        expect(one(course, "field_featured_image")?.id, where).toBe(`media--image:study-area-${area?.key}`);
        expect(one(course, "field_topic")?.id, where).toBe("taxonomy_term--topic:study");
      }
      expect(courses.some((course) => course.attributes.field_course_next_intake === null)).toBe(true);
      expect(courses.some((course) => (course.attributes.field_course_study_mode as string[]).includes("Apprenticeship"))).toBe(true);
    });

    it("units: numeric level from the code, study periods as a list, campuses as campus terms, one study area", () => {
      expect(units).toHaveLength(800);
      for (const unit of units) {
        const attributes = unit.attributes;
        const code = attributes.field_unit_code as string;
        expect(code).toMatch(/^[A-Z]{3}\d{4}$/);
        expect(attributes.field_unit_level, code).toBe(Number(code[3]));
        expect([1, 2, 3, 5, 6], code).toContain(attributes.field_unit_level);
        expect(attributes.field_unit_credit_points, code).toBe(12);
        const periods = attributes.field_unit_study_period as string[];
        expect(Array.isArray(periods) && periods.length > 0, code).toBe(true);
        expect(periods.every((period) => /^(Block [1-8]|Full year)$/.test(period)), code).toBe(true);
        const outcomes = attributes.field_unit_learning_outcomes as string[];
        expect(outcomes.length > 0 && outcomes.every((outcome) => typeof outcome === "string"), code).toBe(true);
        const assessments = attributes.field_unit_assessments as { type: string; weight: number; description: string }[];
        expect(assessments.reduce((sum, item) => sum + item.weight, 0), code).toBe(100);
        expect(assessments.every((item) => typeof item.type === "string" && typeof item.description === "string"), code).toBe(true);

        const locations = many(unit, "field_unit_locations");
        expect(locations.length, code).toBeGreaterThan(0);
        expect(locations.every((campus) => campus.type === "taxonomy_term--campus"), code).toBe(true);
        expect(one(unit, "field_study_area")?.type, code).toBe("taxonomy_term--study_area");
        const studyLevel = one(unit, "field_unit_study_level")?.id;
        expect(studyLevel, code).toBe(Number(code[3]) >= 5 ? "taxonomy_term--study_level:postgraduate" : "taxonomy_term--study_level:bachelor");
        expect(many(unit, "field_unit_prerequisites").every((prerequisite) => byUuid.get(prerequisite.id)?.type === "node--unit"), code).toBe(true);
        const unitCourses = many(unit, "field_unit_courses");
        expect(unitCourses.length, code).toBe(1);
        expect(keysOf(many(byUuid.get(unitCourses[0]!.id), "field_course_units")), code).toContain(unit.uuid);
      }
      expect(units.some((unit) => many(unit, "field_unit_prerequisites").length > 0)).toBe(true);
    });

    it("units: a later-year unit requires one of the year before in the same course, a first-year unit none", () => {
      for (const unit of units) {
        const code = unit.attributes.field_unit_code as string;
        const level = unit.attributes.field_unit_level as number;
        const courseUnits = keysOf(many(byUuid.get(many(unit, "field_unit_courses")[0]!.id), "field_course_units"));
        const levels = courseUnits.map((uuid) => byUuid.get(uuid)?.attributes.field_unit_level as number);
        const previous = Math.max(...levels.filter((other) => other < level));
        const prerequisites = many(unit, "field_unit_prerequisites");
        if (previous === -Infinity) {
          expect(prerequisites, code).toEqual([]);
        } else {
          expect(prerequisites, code).toHaveLength(1);
          expect(courseUnits, code).toContain(prerequisites[0]!.id);
          expect(byUuid.get(prerequisites[0]!.id)?.attributes.field_unit_level, code).toBe(previous);
        }
      }
    });

    it("courses: apply per audience, fees per year stated in the prose too, entry figures, English and dates per kind", () => {
      const kinds = new Map<string, number>();
      const vtacCodes = new Set<string>();
      for (const course of courses) {
        const a = course.attributes;
        const where = String(a.title);
        const level = STUDY_LEVELS.find((candidate) => `taxonomy_term--study_level:${candidate.key}` === one(course, "field_course_study_level")?.id)!;
        // The most specific pattern the title fits ("Bachelor of {s} (Honours)" before "Bachelor of {s}").
        const pattern = level.patterns.filter((candidate) => candidate.aqf === a.field_course_aqf_level
          && new RegExp(`^${candidate.title.replace(/[()]/g, "\\$&").replace("{s}", ".+")}$`).test(where))
          .sort((first, second) => second.title.length - first.title.length)[0]!;
        const kind = courseKind(level, pattern);
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
        const international = a.field_course_international === true;
        const code = a.field_course_code as string;
        expect(a.field_course_fee_year, where).toBe(2026);
        expect(a.field_course_duration_years, where).toBe(pattern.years);
        expect(kind === "short" || typeof a.field_course_duration_years === "number", where).toBe(true);

        if (kind === "undergraduate") {
          const vtac = a.field_course_admissions_centre_code as string;
          expect(vtac, where).toMatch(/^\d{10}$/);
          expect(vtacCodes.has(vtac), where).toBe(false);
          vtacCodes.add(vtac);
          expect(a.field_course_apply_domestic, where).toEqual({ uri: `https://vtac.edu.au/courses/${vtac}`, title: "Apply through VTAC" });
          expect(a.field_course_entry_year, where).toBe(2026);
          const profile = a.field_course_student_profile as { group: string; students: number | string }[];
          expect(profile.map((row) => row.group), where).toEqual(["recent_secondary", "higher_education", "vocational", "work_life",
            ...(international ? ["international"] : [])]);
          expect(profile.every(({ students }) => (typeof students === "number" ? Number.isInteger(students) && students >= 5 : ["<5", "N/P"].includes(students))),
            where).toBe(true);
          const lowest = a.field_course_lowest_selection_rank as number | undefined;
          if (lowest === undefined) {
            expect(profile[0]?.students, where).toBe("<5");
            expect(a, where).not.toHaveProperty("field_course_median_selection_rank");
          } else {
            expect(lowest, where).toBeGreaterThanOrEqual(50);
            expect(lowest, where).toBeLessThan(75);
            expect(Math.round(lowest * 100) / 100, where).toBe(lowest);
            expect(a.field_course_median_selection_rank as number, where).toBeGreaterThan(lowest);
          }
          expect(a.field_course_fee_csp_annual, where).toEqual(expect.any(Number));
          expect(a.field_course_english_domestic, where).toMatch(/^Units 3 and 4/);
        } else {
          expect(a.field_course_apply_domestic, where).toEqual({ uri: `https://apply.yu.edu.au/courses/${code}?audience=domestic`, title: "Apply direct to YU" });
          for (const field of ["field_course_admissions_centre_code", "field_course_entry_year", "field_course_lowest_selection_rank",
            "field_course_median_selection_rank", "field_course_student_profile", "field_course_fee_csp_annual"]) {
            expect(a, `${where} ${field}`).not.toHaveProperty(field);
          }
        }
        expect(typeof a.field_course_apply_domestic_next_steps, where).toBe("string");
        const money = (amount: unknown) => `A$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
        for (const field of ["field_course_fee_csp_annual", "field_course_fee_domestic_annual"]) {
          if (a[field] !== undefined) expect(a.field_course_fees_domestic, `${where} ${field}`).toContain(money(a[field]));
        }
        expect(a.field_course_fee_domestic_annual === undefined, where).toBe(kind === "undergraduate" || kind === "research");
        if (international) {
          expect(a.field_course_apply_international, where).toEqual({ uri: `https://apply.yu.edu.au/courses/${code}?audience=international`,
            title: "Apply as an international student" });
          expect(a.field_course_apply_international_next_steps, where).toMatch(/eCoE/);
          expect(a.field_course_fees_international, where).toContain(money(a.field_course_fee_international_annual));
          expect(a.field_course_english_international, where).toMatch(/^IELTS Academic/);
        } else {
          for (const field of ["field_course_apply_international", "field_course_apply_international_next_steps", "field_course_fee_international_annual",
            "field_course_english_international"]) {
            expect(a, `${where} ${field}`).not.toHaveProperty(field);
          }
        }
        expect(a.field_course_english_domestic === undefined, where).toBe(kind === "short");
        expect(a.field_course_prerequisites === undefined, where).toBe(kind === "tafe" || kind === "short" || pattern.aqf === "Undergraduate certificate");

        const intakes = a.field_course_intakes as string[];
        const dates = a.field_course_application_dates as { intake: string; opens: string; closes: string; audience?: string }[] | undefined;
        if (a.field_course_next_intake === null) {
          expect(dates, where).toBeUndefined();
        } else {
          expect([...new Set(dates?.map((row) => row.intake))], where).toEqual(intakes);
          for (const row of dates ?? []) {
            expect(row.opens < row.closes && row.closes < row.intake, where).toBe(true);
            expect([undefined, "domestic", "international"], where).toContain(row.audience);
          }
          if (dates?.some((row) => row.audience !== undefined)) expect(international, where).toBe(true);
        }
      }
      expect([...kinds.keys()].sort()).toEqual(["postgraduate", "research", "short", "tafe", "undergraduate"]);
      const next = courses.flatMap((course) => (course.attributes.field_course_application_dates as { closes: string; opens: string }[] | undefined)?.[0] ?? []);
      const today = "2026-06-15";
      expect(next.some((row) => row.closes < today)).toBe(true);
      expect(next.some((row) => row.opens > today)).toBe(true);
      expect(next.some((row) => row.opens <= today && row.closes >= today)).toBe(true);
      expect(courses.some((course) => (course.attributes.field_course_application_dates as { audience?: string }[] | undefined)
        ?.some((row) => row.audience === "international"))).toBe(true);
    });

    it("unit sets: credit points, summary, one study area, the courses that offer them", () => {
      expect(unitSets).toHaveLength(16);
      for (const set of unitSets) {
        const setUnits = many(set, "field_unit_set_units");
        expect(set.attributes.field_unit_set_credit_points).toBe(12 * setUnits.length);
        expect(["Major", "Minor", "Specialisation", "Core"]).toContain(set.attributes.field_unit_set_type);
        expect(one(set, "field_study_area")?.type).toBe("taxonomy_term--study_area");
        const offeredBy = many(set, "field_unit_set_courses");
        expect(offeredBy).toHaveLength(1);
        expect(keysOf(many(byUuid.get(offeredBy[0]!.id), "field_course_unit_sets"))).toContain(set.uuid);
      }
    });
  });
});

describe("the synthetic scholarships", () => {
  const catalogue = generateCatalogue({ ...base, terms: allTerms, courses: 240 });
  const rows = catalogue.resources;
  const scholarships = rows.filter((row) => row.type === "node--scholarship");
  const courseIds = new Set(rows.filter((row) => row.type === "node--course").map((row) => row.uuid));
  const termKeys = (row: ResourceRow, field: string) => keysOf(many(row, field)).map((id) => id.split(":")[1]);

  it("scale with the courses, one for every four, each at its own /scholarships path", () => {
    expect(catalogue.counts.scholarships).toBe(60);
    expect(scholarships).toHaveLength(60);
    expect(generateCatalogue({ ...base, courses: 7 }).counts.scholarships).toBe(1);
    expect(scholarships.every((row) => /^\/scholarships\/[a-z0-9-]+-s\d+$/.test(row.pathAlias ?? ""))).toBe(true);
    expect(scholarships.every((row) => row.attributes.field_synthetic === true && row.siteTids.join() === "7")).toBe(true);
  });

  it("cover every study area and level, and some are tied to generated courses, some to every area and level", () => {
    expect(new Set(scholarships.flatMap((row) => termKeys(row, "field_scholarship_study_area")))).toEqual(new Set(STUDY_AREAS.map((area) => area.key)));
    expect(new Set(scholarships.flatMap((row) => termKeys(row, "field_scholarship_study_level")))).toEqual(new Set(STUDY_LEVELS.map((level) => level.key)));
    const tied = scholarships.filter((row) => many(row, "field_scholarship_courses").length > 0);
    expect(tied.length).toBe(40);
    expect(tied.every((row) => many(row, "field_scholarship_courses").every((course) => courseIds.has(course.id)))).toBe(true);
    expect(scholarships.some((row) => many(row, "field_scholarship_study_area").length === 0 && many(row, "field_scholarship_study_level").length === 0))
      .toBe(true);
  });

  it("hold every state, audience, kind of support and way of selection", () => {
    const day = (offset: number) => new Date(Date.UTC(2026, 5, 15 + offset)).toISOString().slice(0, 10);
    const closes = scholarships.map((row) => row.attributes.field_scholarship_close_date as string | null);
    expect(closes.some((close) => close === null)).toBe(true);
    expect(closes.some((close) => close !== null && close < day(0))).toBe(true);
    expect(closes.some((close) => close !== null && close >= day(0) && close <= day(14))).toBe(true);
    expect(scholarships.some((row) => String(row.attributes.field_scholarship_open_date) > day(0))).toBe(true);
    expect(new Set(scholarships.flatMap((row) => row.attributes.field_scholarship_audience as string[]))).toEqual(new Set(["domestic", "international"]));
    expect(new Set(scholarships.map((row) => one(row, "field_scholarship_support")?.id))).toHaveProperty("size", 6);
    expect(new Set(scholarships.map((row) => row.attributes.field_scholarship_selection))).toEqual(new Set(["automatic", "application"]));
    expect(new Set(scholarships.flatMap((row) => termKeys(row, "field_scholarship_equity_group"))).size).toBe(7);
  });
});
