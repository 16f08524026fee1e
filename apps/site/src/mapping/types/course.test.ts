import { describe, expect, it } from "vitest";
import { courseDetail, courseLevelLabel } from "./course";
import { documentOf, resource } from "../testing/tide-document";

const rich = (html: string) => ({ value: html, format: "rich_text", processed: html });
const nursing = resource(
  "node--course",
  "c1",
  {
    title: "Bachelor of Nursing",
    path: { alias: "/courses/bachelor-of-nursing-hbns", langcode: "en" },
    field_course_code: "HBNS",
    field_course_aqf_level: "Bachelor",
    field_course_level_label: "Undergraduate",
    field_course_provider: "University",
    field_course_international: true,
    field_course_duration: "3 years full time or part-time equivalent",
    field_course_credit_points: 288,
    field_course_intakes: ["2026-12-25", "2027-06-25"],
    field_course_next_intake: "2026-12-25",
    field_course_study_mode: ["Full time", "Part time"],
    field_course_delivery_mode: ["On campus"],
    field_course_overview: rich("<p>Nurses are at the centre.</p><script>alert(1)</script>"),
    field_course_careers: rich("<p>Graduates work as:</p><ul><li>Registered nurse</li></ul>"),
    field_course_entry_requirements: rich("<p><strong>School leavers:</strong> VCE.</p>"),
    field_course_structure: rich("<p>288 credit points (24 units).</p>"),
    field_course_fees_domestic: "Commonwealth supported place: indicative student contribution A$4,445 a year (2026). HECS-HELP is available.",
    field_course_fees_international: "A$36,600 a year (2026, indicative).",
    field_course_cricos_code: "060123J",
  },
  {
    field_course_study_level: "taxonomy_term--study_level:bachelor",
    field_study_area: ["taxonomy_term--study_area:health"],
    field_course_campuses: ["taxonomy_term--campus:st-albans", "taxonomy_term--campus:footscray-park"],
  },
);
const rel = documentOf(nursing, [
  resource("taxonomy_term--study_level", "bachelor", { name: "Undergraduate", field_filter_value: "Bachelor" }),
  resource("taxonomy_term--study_area", "health", { name: "Health & biomedicine", path: { alias: "/study-at-yu/courses/browse-study-areas/health-biomedicine" } }),
  resource("taxonomy_term--campus", "st-albans", { name: "St Albans" }),
  resource("taxonomy_term--campus", "footscray-park", { name: "Footscray Park" }),
]);

describe("courseDetail", () => {
  it("maps the key facts, sanitised sections and domestic fees", () => {
    const d = courseDetail(nursing, rel, { audience: "domestic", path: "/courses/bachelor-of-nursing-hbns" });
    expect(d.facts).toEqual({
      code: "HBNS", levelLabel: "Undergraduate", studyLevel: "Undergraduate", duration: "3 years full time or part-time equivalent",
      creditPoints: 288, nextIntake: "25 December 2026", intakes: ["25 December 2026", "25 June 2027"],
      studyModes: ["Full time", "Part time"], deliveryModes: ["On campus"], campuses: ["St Albans", "Footscray Park"],
    });
    expect(d.overviewHtml).toBe("<p>Nurses are at the centre.</p>");
    expect(d.fees).toEqual({ text: "Commonwealth supported place: indicative student contribution A$4,445 a year (2026). HECS-HELP is available.", amount: "$4,445" });
    expect(d.cricosCode).toBeNull();
    expect(d.path).toBe("/courses/bachelor-of-nursing-hbns");
    expect(d.otherAudience).toEqual({ label: "View this course for international students", href: "/courses/bachelor-of-nursing-hbns/international" });
    expect(d.studyAreas).toEqual([{ title: "Health & biomedicine", uri: "/study-at-yu/courses/browse-study-areas/health-biomedicine" }]);
  });

  it("shows the international audience its fees, CRICOS code and a way back", () => {
    const d = courseDetail(nursing, rel, { audience: "international", path: "/courses/bachelor-of-nursing-hbns/international" });
    expect(d.audience).toBe("international");
    expect(d.fees?.amount).toBe("$36,600");
    expect(d.cricosCode).toBe("060123J");
    expect(d.otherAudience).toEqual({ label: "View this course for Australian students", href: "/courses/bachelor-of-nursing-hbns" });
    expect(d.path).toBe("/courses/bachelor-of-nursing-hbns/international");
  });

  it("keeps month-name intakes as written and survives a course with no optional fields", () => {
    const bare = resource("node--course", "c2", { title: "Certificate III in Fitness", field_course_intakes: ["February", "July"], field_course_credit_points: null, field_course_provider: "Polytechnic", field_course_aqf_level: "Certificate III" });
    const d = courseDetail(bare, documentOf(bare, []), { audience: "domestic", path: "/courses/x" });
    expect(d.facts.intakes).toEqual(["February", "July"]);
    expect(d.facts.creditPoints).toBeNull();
    expect(d.facts.levelLabel).toBe("TAFE");
    expect(d.fees).toBeNull();
    expect(d.otherAudience).toBeNull();
    expect(d.overviewHtml).toBe("");
  });
});

describe("courseLevelLabel (spec §9)", () => {
  it.each([
    ["Doctoral", "University", "Research"],
    ["Masters (Research)", "University", "Research"],
    ["Masters (Coursework)", "University", "Postgraduate"],
    ["Graduate Certificate", "University", "Postgraduate"],
    ["Diploma", "Polytechnic", "TAFE"],
    ["Short Course", "Polytechnic", "Short course (non-award)"],
    ["Bachelor", "University", "Undergraduate"],
    ["Higher Education diploma", "University", "Undergraduate"],
  ])("%s from %s is %s", (aqf, provider, label) => {
    expect(courseLevelLabel(aqf, provider)).toBe(label);
  });
  it("prefers the editor's label", () => {
    expect(courseLevelLabel("Bachelor", "University", "Postgraduate")).toBe("Postgraduate");
  });
});
