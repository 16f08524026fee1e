import { describe, expect, it } from "vitest";
import { courseLevelLabel, courseLevelOf, levelLabel, studyLevelsOf } from "./course-level";

describe("course-level mapping (spec §9)", () => {
  it.each([
    ["Bachelor", ["Bachelor"]],
    ["Undergraduate", ["Bachelor"]],
    ["Undergraduate certificate", ["Bachelor"]],
    ["Postgraduate", ["Postgraduate"]],
    ["Postgraduate research", ["Postgraduate"]],
    ["TAFE", ["TAFE"]],
    ["Higher Education diplomas", ["TAFE"]],
    ["Short Course", ["Short Course"]],
    ["Short Courses", ["Short Course"]],
    ["Double qualification", ["Bachelor", "Postgraduate"]],
    ["Something else", []],
  ])("%s → %j", (level, groups) => {
    expect(studyLevelsOf(level, undefined)).toEqual(groups);
  });

  it("a double qualification goes to its own level when the search gives one", () => {
    expect(studyLevelsOf("Double qualification", "Postgraduate")).toEqual(["Postgraduate"]);
    expect(studyLevelsOf("Double qualification", "Bachelor")).toEqual(["Bachelor"]);
    expect(studyLevelsOf("Double qualification", "TAFE")).toEqual(["Bachelor", "Postgraduate"]);
    expect(studyLevelsOf("Bachelor", "Postgraduate")).toEqual(["Bachelor"]);
  });

  it("reads a course's qualification and provider as a course level", () => {
    expect(courseLevelOf("Higher Education diploma", "University")).toBe("Higher Education diplomas");
    expect(courseLevelOf("Masters (Coursework)", "University")).toBe("Postgraduate");
    expect(courseLevelOf("Doctoral", "University")).toBe("Postgraduate research");
    expect(courseLevelOf("Masters (Research)", "University")).toBe("Postgraduate research");
    expect(courseLevelOf("Certificate IV", "Polytechnic")).toBe("TAFE");
    expect(courseLevelOf("Senior Secondary Certificate", "Polytechnic")).toBe("TAFE");
    expect(courseLevelOf(" Bachelor ", "University")).toBe("Bachelor");
  });
});

describe("level labels (spec §9)", () => {
  it.each([
    ["Bachelor", "University", "Undergraduate"],
    ["Undergraduate certificate", "University", "Undergraduate"],
    ["Higher Education diploma", "University", "Undergraduate"],
    ["Doctoral", "University", "Research"],
    ["Masters (Research)", "University", "Research"],
    ["Masters (Coursework)", "University", "Postgraduate"],
    ["Diploma", "Polytechnic", "TAFE"],
    ["Certificate III", "Polytechnic", "TAFE"],
    ["Short Course", "Polytechnic", "Short course (non-award)"],
  ])("%s (%s) → %s", (qualification, provider, label) => {
    expect(levelLabel(qualification, provider)).toBe(label);
  });
});

describe("courseLevelLabel", () => {
  it("lets a double qualification's own study level say whether it is undergraduate or postgraduate", () => {
    expect(courseLevelLabel("Double qualification", "University", "Postgraduate")).toBe("Postgraduate");
    expect(courseLevelLabel("Double qualification", "University", "Undergraduate")).toBe("Undergraduate");
    expect(courseLevelLabel("Masters (Coursework)", "University", "Undergraduate")).toBe("Postgraduate");
    expect(courseLevelLabel(undefined, undefined, "TAFE")).toBe("TAFE");
    expect(courseLevelLabel(undefined, undefined, undefined)).toBeNull();
  });
});
