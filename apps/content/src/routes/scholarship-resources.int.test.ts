import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../config/config.ts";
import { seedUuid } from "../seed/ids.ts";
import { bodyOf, TEST_DRIVERS, useSeededApp } from "../testing/test-app.ts";

interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, { data: { type: string; id: string } | { type: string; id: string }[] | null }>;
}
interface Collection {
  data: Resource[];
  included?: Resource[];
  meta: { count: number };
}

const ids = (data: Resource["relationships"][string]["data"]) => (data === null ? [] : Array.isArray(data) ? data : [data]).map((item) => item.id);

// node--scholarship over JSON:API as Tide serves any node type (content/catalogue/FIELDS.md), on the real demo content.
describe.each(TEST_DRIVERS)("JSON:API scholarships ($name)", (driver) => {
  describe.skipIf(driver.skipReason !== null)(driver.skipReason ?? "content/", () => {
    const seeded = useSeededApp(driver, "scholarship_resources", {}, { contentDir: `${REPO_ROOT}/content` });
    const get = (url: string) => seeded.app.inject({ method: "GET", url });

    it("serves one scholarship with its terms, courses and web form included", async () => {
      const nursing = seedUuid("node--scholarship", "nursing-rural-placement-grant");
      const response = await get(`/api/v1/node/scholarship/${nursing}?site=7&include=field_scholarship_support,`
        + "field_scholarship_study_level,field_scholarship_study_area,field_scholarship_courses,field_scholarship_equity_group");
      expect(response.statusCode).toBe(200);
      const { data, included = [] } = bodyOf<{ data: Resource; included?: Resource[] }>(response);
      expect(data.type).toBe("node--scholarship");
      expect(data.attributes).toMatchObject({ title: "Nursing Rural Placement Grant", field_scholarship_value_amount: 2000,
        field_scholarship_frequency: "one_off", field_scholarship_selection: "application", field_scholarship_audience: ["domestic"],
        path: { alias: "/scholarships/nursing-rural-placement-grant" } });
      expect(data.attributes.field_scholarship_close_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(ids(data.relationships.field_scholarship_courses?.data ?? null))
        .toEqual([seedUuid("node--course", "bachelor-of-nursing"), seedUuid("node--course", "diploma-of-nursing")]);
      expect(included.filter((item) => item.type === "node--course").map((item) => item.attributes.field_course_code).sort())
        .toEqual(["HBNS", "HLT54121"]);
      expect(included.find((item) => item.type === "taxonomy_term--scholarship_support")?.attributes.name).toBe("Travel and placement");
    });

    it("includes the application web form of a scholarship that has one", async () => {
      const bursary = seedUuid("node--scholarship", "student-support-bursary");
      const { data, included = [] } = bodyOf<{ data: Resource; included?: Resource[] }>(
        await get(`/api/v1/node/scholarship/${bursary}?site=7&include=field_scholarship_webform`));
      expect(ids(data.relationships.field_scholarship_webform?.data ?? null)).toEqual([seedUuid("webform--webform", "contact")]);
      expect(included.map((item) => item.type)).toEqual(["webform--webform"]);
    });

    it("filters the collection by a course code through the relationship, and by a term's name", async () => {
      const byCourse = bodyOf<Collection>(await get("/api/v1/node/scholarship?site=7&filter[field_scholarship_courses.field_course_code]=HBNS"));
      expect(byCourse.data.map((item) => item.attributes.title)).toEqual(["Nursing Rural Placement Grant"]);
      const phd = bodyOf<Collection>(await get("/api/v1/node/scholarship?site=7&sort=title"
        + "&filter[field_scholarship_courses.field_course_code]=RPHD"));
      expect(phd.data.map((item) => item.attributes.title)).toEqual(["Aboriginal and Torres Strait Islander Research Scholarship",
        "International Research Fee Waiver", "Research Conference Travel Grant", "Research Training Program Stipend"]);
      const women = bodyOf<Collection>(await get("/api/v1/node/scholarship?site=7&page[limit]=50"
        + "&filter[field_scholarship_equity_group.name]=Women in STEM"));
      expect(women.data.length).toBe(4);
      const automatic = bodyOf<Collection>(await get("/api/v1/node/scholarship?site=7&page[limit]=50&filter[field_scholarship_selection]=automatic"));
      expect(automatic.data.every((item) => item.attributes.field_scholarship_selection === "automatic")).toBe(true);
      expect(automatic.data.length).toBeGreaterThanOrEqual(4);
    });

    it("answers the route of a scholarship's path alias", async () => {
      const response = await get("/api/v1/route?path=/scholarships/first-steps-scholarship&site=7");
      expect(response.statusCode).toBe(200);
      expect(bodyOf<{ data: { attributes: Record<string, unknown> } }>(response).data.attributes).toMatchObject({ entity_type: "node",
        bundle: "scholarship", uuid: seedUuid("node--scholarship", "first-steps-scholarship") });
    });
  });
});
