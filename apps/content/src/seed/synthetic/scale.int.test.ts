import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../config/config.ts";
import { bodyOf, TEST_DRIVERS, TEST_NOW, useSeededApp } from "../../testing/test-app.ts";
import { seedUuid } from "../ids.ts";
import { loadContent } from "../load-content.ts";
import type { ResourceRow } from "../types.ts";
import { generateCatalogue, type TermRef } from "./catalogue.ts";
import { LINKED_TERMS } from "./word-lists.ts";

describe.each(TEST_DRIVERS)("synthetic catalogue ($name)", (driver) => {
  describe.skipIf(driver.skipReason !== null)(driver.skipReason ?? "fixtures + scale 50", () => {
    const seeded = useSeededApp(driver, "scale", {}, { scale: 50 });
    const count = async (url: string) => bodyOf<{ meta: { count: number } }>(await seeded.app.inject({ method: "GET", url })).meta.count;

    it("adds N courses, 10×N units, N/5 unit sets and N/4 scholarships next to the content", async () => {
      expect(await count("/api/v1/node/course")).toBe(51);
      expect(await count("/api/v1/node/unit")).toBe(500);
      expect(await count("/api/v1/node/unit_set")).toBe(10);
      expect(await count("/api/v1/node/scholarship?filter[field_synthetic]=1&site=7")).toBe(12);
      expect(await count("/api/v1/node/course?filter[field_synthetic]=1&site=7")).toBe(50);
    });

    it("makes synthetic pages routable", async () => {
      const units = bodyOf<{ data: { attributes: { path: { alias: string } } }[] }>(
        await seeded.app.inject({ method: "GET", url: "/api/v1/node/unit?page[limit]=1&sort=title" }));
      const alias = units.data[0]?.attributes.path.alias ?? "";
      expect(alias).toMatch(/^\/units\/[A-Z]{3}\d{4}$/);
      const route = await seeded.app.inject({ method: "GET", url: `/api/v1/route?path=${alias}&site=7` });
      expect(bodyOf<{ data: { attributes: { bundle: string } } }>(route).data.attributes.bundle).toBe("unit");
    });

    it("stores the catalogue's field types (numeric unit level, list study periods)", async () => {
      const units = bodyOf<{ data: { attributes: Record<string, unknown> }[] }>(
        await seeded.app.inject({ method: "GET", url: "/api/v1/node/unit?filter[field_synthetic]=1&page[limit]=5" }));
      expect(units.data).toHaveLength(5);
      for (const unit of units.data) {
        expect(typeof unit.attributes.field_unit_level).toBe("number");
        expect(Array.isArray(unit.attributes.field_unit_study_period)).toBe(true);
      }
    });
  });
});

// Seeded beside the real demo content, synthetic courses link to its terms (campuses, areas, levels).
describe("synthetic catalogue seeded beside the real content (PGlite)", () => {
  const pglite = TEST_DRIVERS.find((d) => d.skipReason === null && d.name.toLowerCase().includes("pglite"));
  describe.skipIf(pglite === undefined)("real content + scale 30", () => {
    const seeded = useSeededApp(pglite ?? TEST_DRIVERS[0]!, "scale-real", {}, { contentDir: `${REPO_ROOT}/content`, scale: 30 });
    type Result = { title: string; metaData: Record<string, string | undefined> };
    const search = async (query: string, studyArea: string) => bodyOf<{ response: { resultPacket: { results: Result[] } } }>(
      await seeded.app.inject({ method: "GET", url: `/s/search.json?collection=yu-search-courses&num_ranks=500&query=${encodeURIComponent(query)}`
        + `&${encodeURIComponent("f.Study area|studyTopicArea")}=${encodeURIComponent(studyArea)}` })).response.resultPacket.results;

    it("links every synthetic course to campus, study area, study level and interest area terms", async () => {
      type Rel = { data: { type: string } | { type: string }[] | null };
      const body = bodyOf<{ data: { relationships: Record<string, Rel> }[] }>(await seeded.app.inject({
        method: "GET", url: "/api/v1/node/course?filter[field_synthetic]=1&site=7&page[limit]=10" }));
      expect(body.data).toHaveLength(10);
      const types = (rel: Rel | undefined) => (rel?.data === null || rel?.data === undefined ? [] : [rel.data].flat().map((d) => d.type));
      for (const course of body.data) {
        expect(types(course.relationships.field_course_campuses)).toContain("taxonomy_term--campus");
        expect(types(course.relationships.field_study_area)).toContain("taxonomy_term--study_area");
        expect(types(course.relationships.field_course_study_level)).toEqual(["taxonomy_term--study_level"]);
        expect(types(course.relationships.field_interest_area).length).toBeGreaterThan(0);
      }
    });

    it("answers the course finder's extra topic areas with synthetic courses too, each with the finder's metadata", async () => {
      const areasOf = (results: Result[]) => results.map((result) => result.metaData.studyTopicArea?.split("|")[0]).sort();
      // The demo catalogue has one Higher Education diploma in each of the three areas; the synthetic one adds another each.
      expect(areasOf(await search("", "Higher Education diploma")))
        .toEqual(["Business", "Business", "Computers & IT", "Computers & IT", "Education", "Education"]);
      for (const [topic, interest, demo] of [["English preparation", "English language", 2], ["Secondary school (VCE)", "VCE", 1],
        ["Foundation studies", "Foundation & tertiary preparation", 1]] as const) {
        const found = await search(`interestArea:"${interest}"`, topic);
        expect(found.length, topic).toBe(demo + 1);
      }
      const courses = await search("type:course", "Business");
      expect(courses.length).toBeGreaterThan(6);
      for (const { title, metaData } of courses) {
        for (const key of ["studyTopicArea", "studyLevel", "courseLevel", "studyLevelFilter", "interestArea", "campus", "deliveryMode", "studyMode",
          "studentType", "intakes", "duration", "provider", "courseCode"]) expect(metaData[key], `${title} ${key}`).toMatch(/\S/);
      }
    });
  });
});

// The synthetic records must look like the real ones in content/catalogue (FIELDS.md), field for field.
describe("synthetic catalogue against the real content/catalogue", () => {
  const kind = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value);
  // field → the kinds of value seen (attributes), or "one"/"many" plus target types (relationships).
  const shapes = (rows: ResourceRow[]) => {
    const attributes = new Map<string, Set<string>>();
    const relationships = new Map<string, Set<string>>();
    const add = (map: Map<string, Set<string>>, field: string, value: string) => map.set(field, (map.get(field) ?? new Set()).add(value));
    for (const row of rows) {
      for (const [field, value] of Object.entries(row.attributes)) {
        if (field.startsWith("field_") && field !== "field_synthetic") add(attributes, field, kind(value));
      }
      for (const [field, { data }] of Object.entries(row.relationships)) {
        const targets = data === null ? [] : Array.isArray(data) ? data : [data];
        add(relationships, field, Array.isArray(data) ? "many" : "one");
        for (const target of targets) add(relationships, field, target.type);
      }
    }
    return { attributes, relationships };
  };

  it("uses the same fields, value types, relationship cardinalities and targets", async () => {
    const real = await loadContent(`${REPO_ROOT}/content`, { productName: "Yarra University", shortName: "YU", slug: "yu", now: TEST_NOW });
    const byUuid = new Map(real.resources.map((row) => [row.uuid, row]));
    const terms = new Map<string, TermRef>();
    for (const { type, key } of LINKED_TERMS) {
      const row = byUuid.get(seedUuid(type, key));
      expect(row?.type, `${type}:${key} is in content/`).toBe(type);
      if (row?.internalId !== undefined && row.internalId !== null) terms.set(`${type}:${key}`, { uuid: row.uuid, tid: row.internalId });
    }
    const synthetic = generateCatalogue({ courses: 80, firstNodeId: 100_000, firstRevisionId: 100_000, now: TEST_NOW, terms,
      mainSite: null, takenPaths: new Set() }).resources;
    for (const type of ["node--course", "node--unit", "node--unit_set", "node--scholarship"]) {
      const expected = shapes(real.resources.filter((row) => row.type === type && row.attributes.field_synthetic !== true));
      const actual = shapes(synthetic.filter((row) => row.type === type));
      const siteFields = (field: string) => !field.startsWith("field_node_");
      expect(expected.attributes.size, type).toBeGreaterThan(3);
      expect([...actual.attributes.keys()].sort(), `${type} attributes`).toEqual([...expected.attributes.keys()].sort());
      expect([...actual.relationships.keys()].filter(siteFields).sort(), `${type} relationships`)
        .toEqual([...expected.relationships.keys()].filter(siteFields).sort());
      for (const [field, kinds] of [...actual.attributes, ...actual.relationships]) {
        const allowed = expected.attributes.get(field) ?? expected.relationships.get(field);
        expect([...kinds].filter((value) => !(allowed?.has(value) ?? false)), `${type} ${field}`).toEqual([]);
      }
    }
  });
});
