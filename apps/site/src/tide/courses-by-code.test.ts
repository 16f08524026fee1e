import { describe, expect, it, vi } from "vitest";
import type * as EnvModule from "@/config/env";
import { getCoursesByCode } from "./courses-by-code";
import { TideError } from "./errors";
import { fakeTide } from "./testing/fake-tide";
import { TEST_BASE } from "./testing/test-env";

vi.mock("@/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { testEnv: env } = await import("./testing/test-env");
  return { ...actual, config: () => actual.parseEnv(env) };
});

const tide = fakeTide();
const ctx = { siteId: "7" };
const fields = "title,path,field_course_code,field_course_level_label,field_course_aqf_level,field_course_provider,"
  + "field_course_duration,field_course_credit_points,field_course_intakes,field_course_next_intake,field_course_study_mode,"
  + "field_course_delivery_mode,field_course_international,field_course_fees_domestic,field_course_fees_international,"
  + "field_course_entry_requirements,field_course_cricos_code,field_course_campuses,field_course_fee_year,field_course_duration_years,"
  + "field_course_fee_csp_annual,field_course_fee_domestic_annual,field_course_fee_international_annual,field_course_entry_year,"
  + "field_course_lowest_selection_rank";
const urlFor = (values: string[]) => `${TEST_BASE}/api/v1/node/course?site=7`
  + "&filter[code][condition][path]=field_course_code&filter[code][condition][operator]=IN"
  + values.map((v, i) => `&filter[code][condition][value][${i}]=${v}`).join("")
  + `&include=field_course_campuses&fields[node--course]=${encodeURIComponent(fields)}&fields[taxonomy_term--campus]=name`
  + "&page[limit]=50";

const course = { type: "node--course", id: "c1", attributes: { title: "Bachelor of Nursing", field_course_code: "HBNS" }, relationships: {} };
const campus = { type: "taxonomy_term--campus", id: "t1", attributes: { name: "St Albans" }, relationships: {} };

describe("getCoursesByCode", () => {
  it("asks for every code, as given and in upper case, with the campuses", async () => {
    tide.use({ [urlFor(["HBNS", "hbbs", "HBBS"])]: { body: { data: [course], included: [campus], meta: { count: 1 } } } });
    expect(await getCoursesByCode(["HBNS", "hbbs"], ctx)).toEqual({ data: [course], included: [campus] });
  });

  it("asks nothing for no codes", async () => {
    tide.use({});
    expect(await getCoursesByCode([], ctx)).toEqual({ data: [], included: [] });
    expect(tide.fake.calls).toHaveLength(0);
  });

  it("throws the content service's failure", async () => {
    tide.use({ [urlFor(["HBNS"])]: { status: 503, body: { errors: [{ status: "503", title: "Unavailable" }] } } });
    await expect(getCoursesByCode(["HBNS"], ctx)).rejects.toBeInstanceOf(TideError);
  });
});
