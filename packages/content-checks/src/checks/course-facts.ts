import { firstWithValue } from "../fields.ts";
import { finding, type Check, type Finding } from "../check.ts";

/** A fact a visitor needs on a page, the fields that can give it (any one is enough) and what to tell the editor. */
export interface Fact {
  name: string;
  fields: readonly string[];
  message: string;
}

/** The course's fields (content/catalogue/FIELDS.md, apps/site/src/mapping/course/*). */
const COURSE_FACTS: readonly Fact[] = [
  { name: "fees", fields: ["field_course_fees_domestic", "field_course_fee_csp_annual", "field_course_fee_domestic_annual"],
    message: "Add this course's fees (indicative fees, or the annual fee figures): it is the first thing many visitors look for." },
  { name: "entry requirements", fields: ["field_course_entry_requirements", "field_course_prerequisites"],
    message: "Add the entry requirements: who can study this course and what they need." },
  { name: "dates", fields: ["field_course_intakes", "field_course_next_intake", "field_course_application_dates"],
    message: "Add when this course starts (its intakes) and, if known, when applications open and close." },
  { name: "how to apply", fields: ["field_course_apply_domestic"],
    message: "Add where a student applies (the apply link), so that the page ends with a way in." },
];

/** An international course also needs these for international students. */
const INTERNATIONAL_FACTS: readonly Fact[] = [
  { name: "international fees", fields: ["field_course_fees_international", "field_course_fee_international_annual"],
    message: "This course is open to international students: add their fees." },
  { name: "how international students apply", fields: ["field_course_apply_international"],
    message: "This course is open to international students: add where they apply." },
];

/** A finding for each fact none of whose fields has a value; `where.field` names the first field to fill. */
export function missingFacts(check: Pick<Check, "id" | "severity">, fields: Record<string, unknown>, facts: readonly Fact[]): Finding[] {
  return facts
    .filter((fact) => firstWithValue(fields, fact.fields) === null)
    .map((fact) => finding(check, fact.message, { field: fact.fields[0] ?? fact.name }));
}

export const courseFacts: Check = {
  id: "course-facts",
  severity: "error",
  title: "Course without its fees, entry requirements, dates or how to apply",
  run({ page }) {
    if (page.type !== "node--course") return [];
    const facts = page.fields.field_course_international === true ? [...COURSE_FACTS, ...INTERNATIONAL_FACTS] : COURSE_FACTS;
    return missingFacts(this, page.fields, facts);
  },
};
