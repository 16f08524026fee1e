import { describe, expect, it } from "vitest";
import { browseLevelsOf } from "./course-browse-level";

describe("browseLevelsOf", () => {
  it("places a course by its course level and provider (spec §9's mapping)", () => {
    expect(browseLevelsOf({ courseLevel: "Bachelor", provider: "University" })).toEqual(["Bachelor"]);
    expect(browseLevelsOf({ courseLevel: "Masters (Coursework)" })).toEqual(["Postgraduate"]);
    expect(browseLevelsOf({ courseLevel: "Higher Education diploma" })).toEqual(["TAFE"]);
    expect(browseLevelsOf({ courseLevel: "Diploma", provider: "Polytechnic" })).toEqual(["TAFE"]);
    // A double qualification goes where its own study level filter says.
    expect(browseLevelsOf({ courseLevel: "Double qualification", studyLevelFilter: "Postgraduate" })).toEqual(["Postgraduate"]);
  });

  it("places a course with no course level by its study level filter, then by its own study level's name", () => {
    expect(browseLevelsOf({ studyLevelFilter: "TAFE" })).toEqual(["TAFE"]);
    expect(browseLevelsOf({ studyLevel: "Undergraduate" })).toEqual(["Bachelor"]);
    expect(browseLevelsOf({ studyLevel: "postgraduate" })).toEqual(["Postgraduate"]);
    expect(browseLevelsOf({ studyLevel: "Research" })).toEqual(["Postgraduate"]);
    expect(browseLevelsOf({ studyLevel: "Short courses (non-award)" })).toEqual(["Short Course"]);
    // A course level the mapping does not know falls back the same way.
    expect(browseLevelsOf({ courseLevel: "Associate Degree", provider: "University", studyLevel: "Undergraduate" })).toEqual(["Bachelor"]);
  });

  it("places nowhere a course whose collection does not say its level: only the spec's fields, or levels named otherwise", () => {
    expect(browseLevelsOf({ studyTopicArea: "Business", nextIntake: "2027-02-22" })).toEqual([]);
    expect(browseLevelsOf({ studyTopicArea: "Business", courseLevel: " ", studyLevelFilter: "", provider: "" })).toEqual([]);
    expect(browseLevelsOf({ studyTopicArea: "Business", studyLevel: "Level 7", courseType: "UG" })).toEqual([]);
  });
});
