import { describe, expect, it } from "vitest";
import { relationsFor } from "@/mapping/relations";
import { parseCompareQuery } from "@/routing/compare-query";
import { compareView, NOT_INTERNATIONAL, NOTHING } from "./course-compare";
import { resource } from "./testing/tide-document";

const rich = (html: string) => ({ value: html, format: "rich_text", processed: html });
const nursing = resource("node--course", "c1", {
  title: "Bachelor of Nursing",
  path: { alias: "/courses/bachelor-of-nursing-hbns" },
  field_course_code: "HBNS",
  field_course_level_label: "Undergraduate",
  field_course_international: true,
  field_course_duration: "3 years full time or part-time equivalent",
  field_course_credit_points: 288,
  field_course_intakes: ["2027-02-03", "2027-07-05"],
  field_course_next_intake: "2027-02-03",
  field_course_study_mode: ["Full time", "Part time"],
  field_course_delivery_mode: ["On campus"],
  field_course_entry_requirements: rich("<p><strong>School leavers:</strong> VCE.</p><script>alert(1)</script>"),
  field_course_fees_domestic: "Commonwealth supported place: A$4,445 a year (2026).",
  field_course_fees_international: "A$36,600 a year (2026, indicative).",
  field_course_cricos_code: "060123J",
  field_course_fee_year: 2026,
  field_course_fee_csp_annual: 4445,
  field_course_fee_international_annual: 36600,
  field_course_entry_year: 2026,
  field_course_lowest_selection_rank: 70.5,
}, { field_course_campuses: ["taxonomy_term--campus:st-albans", "taxonomy_term--campus:footscray-park"] });
const fitness = resource("node--course", "c2", {
  title: "Certificate IV in Fitness",
  path: { alias: "/courses/certificate-iv-in-fitness-sis40221" },
  field_course_code: "SIS40221",
  field_course_aqf_level: "Certificate IV",
  field_course_provider: "Polytechnic",
  field_course_international: false,
  field_course_duration: "6 months full time",
  field_course_credit_points: null,
  field_course_intakes: ["February", "July"],
  field_course_next_intake: null,
  field_course_study_mode: ["Full time"],
  field_course_delivery_mode: [],
  field_course_fees_domestic: "",
  field_course_fees_international: "A$9,000 (never shown: not offered)",
  field_course_cricos_code: "099999X",
}, { field_course_campuses: [] });
const included = [
  resource("taxonomy_term--campus", "st-albans", { name: "St Albans" }),
  resource("taxonomy_term--campus", "footscray-park", { name: "Footscray Park" }),
];
const view = (query: string, courses = [fitness, nursing]) =>
  compareView(parseCompareQuery(new URLSearchParams(query)), courses, relationsFor({ data: courses, included }));
const cellsOf = (v: ReturnType<typeof view>) => Object.fromEntries(v.rows.map((r) => [r.label, r.cells]));

describe("compareView", () => {
  it("puts the courses in the query's order, each with its link and a comparison without it", () => {
    const v = view("course=HBNS&course=SIS40221");
    expect(v.columns).toEqual([
      { code: "HBNS", title: "Bachelor of Nursing", href: "/courses/bachelor-of-nursing-hbns", removeHref: "/course-discovery/compare?course=SIS40221" },
      { code: "SIS40221", title: "Certificate IV in Fitness", href: "/courses/certificate-iv-in-fitness-sis40221", removeHref: "/course-discovery/compare?course=HBNS" },
    ]);
    expect(v.notFound).toEqual([]);
  });

  it("gives every row a cell per course", () => {
    const cells = cellsOf(view("course=HBNS&course=SIS40221"));
    expect(Object.keys(cells)).toEqual(["Study level", "Duration", "Campuses", "Study mode", "Delivery", "Intakes", "Next intake",
      "Fees per year (Australian students)", "Lowest selection rank", "Domestic fees", "International fees", "Entry requirements", "Credit points", "CRICOS code"]);
    expect(cells).toEqual({
      "Study level": [{ text: "Undergraduate" }, { text: "TAFE" }],
      Duration: [{ text: "3 years full time or part-time equivalent" }, { text: "6 months full time" }],
      Campuses: [{ text: "St Albans, Footscray Park" }, { text: NOTHING }],
      "Study mode": [{ text: "Full time, Part time" }, { text: "Full time" }],
      Delivery: [{ text: "On campus" }, { text: NOTHING }],
      Intakes: [{ text: "3 February 2027, 5 July 2027" }, { text: "February, July" }],
      "Next intake": [{ text: "3 February 2027" }, { text: NOTHING }],
      "Fees per year (Australian students)": [{ text: "$4,445 (Commonwealth supported place (student contribution), 2026)" }, { text: NOTHING }],
      "Lowest selection rank": [{ text: "70.50 (2026 intake)" }, { text: NOTHING }],
      "Domestic fees": [{ text: "Commonwealth supported place: A$4,445 a year (2026)." }, { text: NOTHING }],
      "International fees": [{ text: "A$36,600 a year (2026, indicative)." }, { text: NOT_INTERNATIONAL }],
      "Entry requirements": [{ html: "<p><strong>School leavers:</strong> VCE.</p>" }, { text: NOTHING }],
      "Credit points": [{ text: "288" }, { text: NOTHING }],
      "CRICOS code": [{ text: "060123J" }, { text: NOTHING }],
    });
  });

  it("finds codes whatever their letter case, and lists those no course has", () => {
    const v = view("course=zz99&course=hbns&course=NOPE1");
    expect(v.columns.map((c) => c.code)).toEqual(["HBNS"]);
    expect(v.columns[0]?.removeHref).toBe("/course-discovery/compare?course=zz99&course=NOPE1");
    expect(v.notFound).toEqual(["zz99", "NOPE1"]);
  });

  it("has no rows when nothing was found, and passes on what the query could not use", () => {
    const v = view("course=AA&course=BB&course=CC&course=DD&course=EE&course=x!", []);
    expect(v).toEqual({ columns: [], rows: [], notFound: ["AA", "BB", "CC", "DD"], extra: ["EE"], malformed: ["x!"], audience: "domestic",
      audienceSwitch: { label: "Show fees for international students", href: "/course-discovery/compare?course=AA&course=BB&course=CC&course=DD&course=EE&audience=international" } });
  });

  it("shows the fees of the audience chosen, and keeps it in its links", () => {
    const v = view("course=HBNS&course=SIS40221&audience=international");
    expect(cellsOf(v)["Fees per year (international students)"]).toEqual([{ text: "$36,600 (a year, 2026)" }, { text: NOT_INTERNATIONAL }]);
    expect(v.columns[0]?.removeHref).toBe("/course-discovery/compare?course=SIS40221&audience=international");
    expect(v.audienceSwitch).toEqual({ label: "Show fees for Australian students", href: "/course-discovery/compare?course=HBNS&course=SIS40221" });
  });

  it("keeps the codes past the fourth in a removal link, so the next one comes in", () => {
    const v = view("course=HBNS&course=AA&course=BB&course=CC&course=SIS40221");
    expect(v.columns[0]?.removeHref).toBe("/course-discovery/compare?course=AA&course=BB&course=CC&course=SIS40221");
    expect(v.extra).toEqual(["SIS40221"]);
  });
});
