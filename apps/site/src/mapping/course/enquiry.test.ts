import { describe, expect, it } from "vitest";
import type { WebformSchema } from "../webform/field-schema";
import { courseEnquiryForm, requestedCourseCode } from "./enquiry";

const schema = {
  tideId: "course_enquiry", title: "Course enquiry", category: null,
  elements: [
    { kind: "hidden", name: "course_code" },
    { kind: "radios", name: "residency" },
  ],
  model: { course_code: "", residency: "domestic" },
  settings: { hideFormAfterSuccess: true, redirectUrl: null, submitOnClear: false, messages: { success: "Thanks for your enquiry.", failure: null } },
} as unknown as WebformSchema;

const course = { code: "BBNS", title: "Bachelor of Business", href: "/courses/bachelor-of-business-bbns", levelLabel: "Undergraduate", audience: "international" as const };

describe("courseEnquiryForm", () => {
  it("starts with the course's code and the audience read, and confirms naming the course", () => {
    const form = courseEnquiryForm(schema, course);
    expect(form.model).toEqual({ course_code: "BBNS", residency: "international" });
    expect(form.settings.messages.success).toBe("Your enquiry about Bachelor of Business (BBNS) has been sent. Thanks for your enquiry.");
    expect(schema.model.course_code).toBe("");
  });
  it("leaves a form without those fields, or without a course, as it is", () => {
    const bare = { ...schema, elements: [], model: {} };
    expect(courseEnquiryForm(bare, { ...course, audience: "domestic" }).model).toEqual({});
    expect(courseEnquiryForm(schema, null)).toBe(schema);
  });
});

describe("requestedCourseCode", () => {
  it("accepts a course code, trimmed", () => {
    expect(requestedCourseCode("  BBNS ")).toBe("BBNS");
    expect(requestedCourseCode("SIS40221")).toBe("SIS40221");
  });
  it("refuses anything else", () => {
    expect(requestedCourseCode(null)).toBeNull();
    expect(requestedCourseCode("<script>")).toBeNull();
    expect(requestedCourseCode("B")).toBeNull();
    expect(requestedCourseCode("BBNS; drop")).toBeNull();
  });
});
