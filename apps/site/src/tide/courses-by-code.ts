import "server-only";
import type { TideContext } from "./context";
import { getPage } from "./list";
import type { Resource } from "./types";

/** What the compare page and the fee estimate show of a course (a sparse fieldset: no overview, careers or structure). */
const COURSE_FIELDS = [
  "title", "path", "field_course_code", "field_course_level_label", "field_course_aqf_level", "field_course_provider",
  "field_course_duration", "field_course_credit_points", "field_course_intakes", "field_course_next_intake",
  "field_course_study_mode", "field_course_delivery_mode", "field_course_international", "field_course_fees_domestic",
  "field_course_fees_international", "field_course_entry_requirements", "field_course_cricos_code", "field_course_campuses",
  // The figures of the fee estimate and of the comparison's fees and selection rank.
  "field_course_fee_year", "field_course_duration_years", "field_course_fee_csp_annual", "field_course_fee_domestic_annual",
  "field_course_fee_international_annual", "field_course_entry_year", "field_course_lowest_selection_rank",
].join(",");

export interface CoursesByCode {
  data: Resource[];
  /** The courses' campuses. */
  included: Resource[];
}

/**
 * The published courses with these codes (`field_course_code IN …`), with their campuses, in the order the
 * content service gives. A code is also asked for in upper case, the way codes are written ("hbns" finds HBNS).
 * Throws TideError when the content service fails.
 */
export async function getCoursesByCode(codes: readonly string[], ctx: TideContext): Promise<CoursesByCode> {
  const values = [...new Set(codes.flatMap((c) => [c, c.toUpperCase()]))];
  if (values.length === 0) return { data: [], included: [] };
  const page = await getPage("node/course", {
    // Keyed values (value[0]=…) are read as a list by Drupal and by the content service alike.
    filter: { code: { condition: { path: "field_course_code", operator: "IN", value: { ...values } } } },
    include: "field_course_campuses",
    fields: { "node--course": COURSE_FIELDS, "taxonomy_term--campus": "name" },
  }, ctx);
  return { data: page.data, included: page.included };
}

/**
 * One published course by its code, with its study level and areas (what a scholarship search narrows by):
 * the course's level fields and title, its `field_study_area` terms included. Null when there is no such course.
 * Throws TideError when the content service fails.
 */
export async function getCourseWithAreas(code: string, ctx: TideContext): Promise<{ course: Resource; included: Resource[] } | null> {
  const page = await getPage("node/course", {
    filter: { code: { condition: { path: "field_course_code", operator: "IN", value: { ...[...new Set([code, code.toUpperCase()])] } } } },
    include: "field_study_area",
    fields: {
      "node--course": "title,path,field_course_code,field_course_level_label,field_course_aqf_level,field_course_provider,field_study_area",
      "taxonomy_term--study_area": "name",
    },
  }, ctx);
  const course = page.data.find((c) => String(c.attributes.field_course_code ?? "").toUpperCase() === code.toUpperCase());
  return course ? { course, included: page.included } : null;
}
