import { describe, expect, it } from "vitest";
import { STUDY_AREA_CATALOGUE } from "./catalogue";
import { findInterestArea, studyAreas } from "./datasets";

const AREA_LABELS = [
  "Arts & humanities", "Business", "Computers & IT", "Education", "Engineering & science", "Health & biomedicine",
  "Law & justice", "Sports & exercise", "Trades", "VCE, preparation & English language",
];
const LEVEL_PAIRS = [["Undergraduate", "Bachelor"], ["Postgraduate", "Postgraduate"], ["TAFE", "TAFE"], ["Short courses (non-award)", "Short Course"]];

const levels = (audience: "domestic" | "international", area: string) =>
  studyAreas(audience, "yu").find((entry) => entry.label === area)?.studyLevels.map((level) => level.filter);

describe("study-area datasets (spec §3)", () => {
  it("both list the ten study areas verbatim, in order", () => {
    expect(studyAreas("domestic", "yu").map((area) => area.label)).toEqual(AREA_LABELS);
    expect(studyAreas("international", "yu").map((area) => area.label)).toEqual(AREA_LABELS);
  });

  it("use only the four study level label/filter pairs", () => {
    for (const audience of ["domestic", "international"] as const) {
      for (const area of studyAreas(audience, "yu")) {
        for (const level of area.studyLevels) expect(LEVEL_PAIRS).toContainEqual([level.label, level.filter]);
      }
    }
  });

  it("not every area offers every level", () => {
    expect(levels("domestic", "Trades")).toEqual(["TAFE", "Short Course"]);
    expect(levels("domestic", "Education")).toEqual(["Bachelor", "Postgraduate", "TAFE"]);
    expect(levels("domestic", "Business")).toEqual(["Bachelor", "Postgraduate", "TAFE", "Short Course"]);
  });

  it("the international set omits some combinations", () => {
    expect(levels("international", "Arts & humanities")).toEqual(["Bachelor", "Postgraduate"]);
    expect(levels("international", "Business")).not.toContain("Short Course");
    const pairs = (audience: "domestic" | "international") =>
      studyAreas(audience, "yu").flatMap((area) => area.studyLevels.map((level) => `${area.label}/${level.filter}`));
    const international = pairs("international");
    expect(international.every((pair) => pairs("domestic").includes(pair))).toBe(true);
    expect(international.length).toBeLessThan(pairs("domestic").length);
  });

  it("the international health area lists its levels in a different order", () => {
    expect(levels("domestic", "Health & biomedicine")).toEqual(["Bachelor", "Postgraduate", "TAFE", "Short Course"]);
    expect(levels("international", "Health & biomedicine")).toEqual(["Postgraduate", "Bachelor", "TAFE"]);
  });

  it("every level has interest areas whose urls open the area's browse page, international ones with audience=international", () => {
    for (const audience of ["domestic", "international"] as const) {
      for (const area of studyAreas(audience, "abc")) {
        for (const level of area.studyLevels) {
          expect(level.interestAreas.length).toBeGreaterThan(0);
          for (const interest of level.interestAreas) {
            expect(interest.url).toMatch(new RegExp(`^/study-at-abc/courses/browse-study-areas/${area.slug}/[a-z-]+${audience === "international" ? "\\?audience=international" : ""}$`));
            expect(interest.label).not.toBe("");
          }
        }
      }
    }
  });

  it("every interest area of the catalogue is listed under at least one domestic level", () => {
    for (const area of STUDY_AREA_CATALOGUE) {
      const listed = studyAreas("domestic", "yu").find((entry) => entry.slug === area.slug)!.studyLevels
        .flatMap((level) => level.interestAreas.map((interest) => interest.url.split("/").pop()));
      for (const interest of area.interestAreas) expect(listed).toContain(interest.slug);
    }
  });

  it("finds an interest area by its slugs", () => {
    expect(findInterestArea("business", "marketing")).toEqual({ area: { slug: "business", label: "Business" }, interest: { slug: "marketing", label: "Marketing" } });
    expect(findInterestArea("business", "nursing")).toBeNull();
    expect(findInterestArea("nope", "marketing")).toBeNull();
  });
});
