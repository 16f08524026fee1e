import { describe, expect, it } from "vitest";
import type { Resource } from "@/tide/types";
import { feeEstimateView } from "./fee-estimate-view";

const course: Resource = {
  type: "node--course", id: "c", relationships: {},
  attributes: { title: "Bachelor of Business", field_course_code: "BBNS", field_course_international: true, path: { alias: "/courses/bachelor-of-business-bbns" },
    field_course_fee_year: 2026, field_course_duration_years: 3, field_course_fee_csp_annual: 17194, field_course_fee_domestic_annual: 31000, field_course_fee_international_annual: 34400 },
};

describe("feeEstimateView", () => {
  it("answers the place and load asked for, with the other choices beside it", () => {
    const v = feeEstimateView(course, new URLSearchParams("course=BBNS&audience=domestic&place=full-fee&load=part-time"))!;
    expect([v.place, v.load, v.estimate.perYear, v.estimate.years, v.estimate.total]).toEqual(["full-fee", "part-time", "$15,500", "for 6 years", "$93,000"]);
    expect(v.others.map((o) => `${o.place} ${o.load}`)).toEqual(["csp full-time", "csp part-time", "full-fee full-time"]);
    expect(v.course.href).toBe("/courses/bachelor-of-business-bbns");
  });
  it("shows an international student the international fee and page", () => {
    const v = feeEstimateView(course, new URLSearchParams("audience=international&place=csp"))!;
    expect([v.audience, v.place, v.load, v.estimate.total, v.course.href]).toEqual(["international", "international", "full-time", "$103,200", "/courses/bachelor-of-business-bbns/international"]);
  });
  it("falls back to the first place full time for values it does not know, and is null without figures", () => {
    const v = feeEstimateView(course, new URLSearchParams("place=%3Cscript%3E&load=always"))!;
    expect([v.place, v.load]).toEqual(["csp", "full-time"]);
    expect(feeEstimateView({ ...course, attributes: { title: "x" } }, new URLSearchParams())).toBeNull();
  });
});
