import { describe, expect, it } from "vitest";
import { generateCatalogue } from "./catalogue.ts";

const base = { firstNodeId: 100, firstRevisionId: 200, now: new Date("2026-06-15T00:00:00Z"),
  mainSite: { uuid: "00000000-0000-5000-8000-000000000007", tid: 7 }, terms: new Map(), takenPaths: new Set<string>() };

describe("generateCatalogue", () => {
  it("makes N courses, 10×N units and N/5 unit sets with unique ids, codes and paths", () => {
    const started = Date.now();
    const catalogue = generateCatalogue({ ...base, courses: 2000 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(catalogue.counts).toEqual({ courses: 2000, units: 20_000, unitSets: 400 });
    const rows = catalogue.resources;
    expect(rows).toHaveLength(22_400);
    expect(new Set(rows.map((row) => row.uuid)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.pathAlias)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.internalId)).size).toBe(rows.length);
    expect(Math.min(...rows.map((row) => row.internalId ?? 0))).toBe(100);
    expect(catalogue.revisions.map((revision) => revision.id)[0]).toBe(200);
    const courses = rows.filter((row) => row.type === "node--course");
    expect(new Set(courses.map((row) => row.attributes.field_course_level_label))).toEqual(
      new Set(["Undergraduate", "Postgraduate", "TAFE", "Short courses (non-award)"]));
    expect(courses.every((row) => /^\/courses\/[a-z0-9-]+-[a-z0-9]+$/.test(row.pathAlias ?? ""))).toBe(true);
    expect(rows.filter((row) => row.type === "node--unit").every((row) => /^\/units\/[A-Z]{3}\d{4}$/.test(row.pathAlias ?? ""))).toBe(true);
    expect(courses[0]?.relationships.field_course_units?.data).toHaveLength(10);
    expect(courses[0]?.siteTids).toEqual([7]);
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
  });
});
