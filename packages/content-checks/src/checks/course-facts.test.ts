import { describe, expect, it } from "vitest";
import { check, pageOf } from "../testing/check-page.ts";
import { courseFacts } from "./course-facts.ts";

/** A bachelor's degree as the demo content has it (content/catalogue/courses/arts-humanities.yaml). */
const BACHELOR: Record<string, unknown> = {
  title: "Bachelor of Arts",
  field_course_code: "ABAR",
  field_course_intakes: ["2026-04-03", "2026-07-03"],
  field_course_next_intake: "2026-04-03",
  field_course_entry_requirements: { value: "<p><strong>School leavers:</strong> successful completion of the VCE.</p>", format: "rich_text", processed: "<p>…</p>" },
  field_course_fees_domestic: "Commonwealth supported place: indicative student contribution A$17,194 a year for a full-time load (2026).",
  field_course_apply_domestic: { uri: "https://vtac.edu.au/courses/3400110051", title: "Apply through VTAC" },
  field_course_international: false,
};
const course = (fields: Record<string, unknown>) => pageOf("<p>Study the humanities.</p>", { type: "node--course", title: "Bachelor of Arts", fields });

describe("course-facts", () => {
  it.each([
    ["fees", { field_course_fees_domestic: null }, "field_course_fees_domestic", /fees/],
    ["entry requirements (rich text with no words)", { field_course_entry_requirements: { value: "<p> </p>", format: "rich_text" } }, "field_course_entry_requirements", /entry requirements/],
    ["dates", { field_course_intakes: [], field_course_next_intake: null }, "field_course_intakes", /starts/],
    ["how to apply", { field_course_apply_domestic: { uri: "", title: "" } }, "field_course_apply_domestic", /applies/],
    ["international fees of an international course", { field_course_international: true, field_course_apply_international: { uri: "https://example.edu.au/apply" } }, "field_course_fees_international", /their fees/],
  ])("finds a course without its %s", (_, change, field, message) => {
    const found = check(courseFacts, course({ ...BACHELOR, ...change }));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ check: "course-facts", severity: "error", where: { field } });
    expect(found[0]?.message).toMatch(message);
  });

  it("passes a course with every fact, given by any of its fields (fee figures instead of the text)", () => {
    expect(check(courseFacts, course(BACHELOR))).toEqual([]);
    expect(check(courseFacts, course({ ...BACHELOR, field_course_fees_domestic: undefined, field_course_fee_csp_annual: 17194 }))).toEqual([]);
  });

  it("leaves other content types alone", () => {
    expect(check(courseFacts, pageOf("<p>About us.</p>"))).toEqual([]);
  });
});
