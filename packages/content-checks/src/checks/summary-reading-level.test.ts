import { describe, expect, it } from "vitest";
import { check, pageOf } from "../testing/check-page.ts";
import { summaryReadingLevel } from "./summary-reading-level.ts";

const DENSE = "Interdisciplinary postgraduate qualification emphasising methodological sophistication, organisational transformation and evidence-informed institutional decision-making capabilities.";
const PLAIN = "Learn to care for people in hospitals and homes, with real work in our wards from your first year.";

describe("summary-reading-level", () => {
  it("finds a summary below reading ease 30, at its field", () => {
    expect(check(summaryReadingLevel, pageOf("", { type: "node--course", fields: { field_landing_page_summary: DENSE } }))).toEqual([
      { check: "summary-reading-level", severity: "tip", message: expect.stringMatching(/hard to read \(reading ease -?\d+/) as string,
        where: { field: "field_landing_page_summary", excerpt: expect.stringMatching(/^Interdisciplinary/) as string } },
    ]);
  });

  it.each([
    ["a plain summary", { field_landing_page_summary: PLAIN }],
    ["too few words to score", { field_scholarship_summary: "Comprehensive institutional accommodation." }],
    ["no summary", {}],
  ])("passes %s", (_, fields) => {
    expect(check(summaryReadingLevel, pageOf("", { fields }))).toEqual([]);
  });
});
