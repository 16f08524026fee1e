import { describe, expect, it } from "vitest";
import { check, pageOf } from "../testing/check-page.ts";
import { scholarshipClosed, scholarshipDates, scholarshipFacts } from "./scholarship-facts.ts";

/** As in content/catalogue/scholarships/equity-access.yaml; NOW is 1 March 2026 in Melbourne. */
const OPEN: Record<string, unknown> = {
  status: true,
  field_scholarship_value_text: "$5,000 a year",
  field_scholarship_selection: "application",
  field_scholarship_open_date: "2026-02-01",
  field_scholarship_close_date: "2026-03-15",
};
const scholarship = (fields: Record<string, unknown>) =>
  pageOf("<p>The First in Family Scholarship helps students who are the first in their family to go to university.</p>",
    { type: "node--scholarship", title: "First in Family Scholarship", fields });

describe("scholarship-facts", () => {
  it("finds a scholarship without its value", () => {
    expect(check(scholarshipFacts, scholarship({ ...OPEN, field_scholarship_value_text: " " }))).toEqual([
      expect.objectContaining({ check: "scholarship-facts", severity: "error", where: { field: "field_scholarship_value_text" } }),
    ]);
  });

  it("passes one with its value", () => {
    expect(check(scholarshipFacts, scholarship(OPEN))).toEqual([]);
  });
});

describe("scholarship-dates", () => {
  it("finds one without a close date (a tip: it may really be always open)", () => {
    expect(check(scholarshipDates, scholarship({ ...OPEN, field_scholarship_close_date: null }))).toEqual([
      expect.objectContaining({ check: "scholarship-dates", severity: "tip", where: { field: "field_scholarship_close_date" } }),
    ]);
  });

  it("passes one with a close date", () => {
    expect(check(scholarshipDates, scholarship(OPEN))).toEqual([]);
  });
});

describe("scholarship-closed", () => {
  it("finds a published scholarship that closed yesterday", () => {
    expect(check(scholarshipClosed, scholarship({ ...OPEN, field_scholarship_close_date: "2026-02-28" }))).toEqual([
      { check: "scholarship-closed", severity: "warning", message: expect.stringMatching(/closed on 2026-02-28/) as string,
        where: { field: "field_scholarship_close_date", excerpt: "2026-02-28" } },
    ]);
  });

  it.each([
    ["open until later", OPEN],
    ["closing today (open to 23:59 at the university)", { ...OPEN, field_scholarship_close_date: "2026-03-01" }],
    ["closed but unpublished", { ...OPEN, status: false, field_scholarship_close_date: "2025-12-01" }],
    ["always open", { ...OPEN, field_scholarship_close_date: null }],
  ])("passes one %s", (_, fields) => {
    expect(check(scholarshipClosed, scholarship(fields))).toEqual([]);
  });

  it("reads the day in Melbourne: 14:00 UTC on 28 February is already 1 March there, 12:00 UTC is not", () => {
    const closedYesterday = scholarship({ ...OPEN, field_scholarship_close_date: "2026-02-28" });
    expect(check(scholarshipClosed, closedYesterday, Date.parse("2026-02-28T14:00:00Z"))).toHaveLength(1);
    expect(check(scholarshipClosed, closedYesterday, Date.parse("2026-02-28T12:00:00Z"))).toEqual([]);
  });
});
