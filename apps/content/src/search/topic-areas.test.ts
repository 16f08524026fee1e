import { describe, expect, it } from "vitest";
import { courseTopicAreas } from "./topic-areas.ts";

const PREPARATION = "VCE, preparation & English language";

describe("courseTopicAreas", () => {
  it("is the course's study areas, each once", () => {
    expect(courseTopicAreas(["Business", "Computers & IT", "Business"], ["Marketing"], { field_course_aqf_level: "Bachelor" }))
      .toEqual(["Business", "Computers & IT"]);
    expect(courseTopicAreas([], [], {})).toEqual([]);
  });

  it("adds Higher Education diploma for that AQF level only", () => {
    expect(courseTopicAreas(["Education"], ["Early childhood"], { field_course_aqf_level: "Higher Education diploma" }))
      .toEqual(["Education", "Higher Education diploma"]);
    expect(courseTopicAreas(["Education"], [], { field_course_aqf_level: "Diploma" })).toEqual(["Education"]);
    expect(courseTopicAreas(["Education"], [], { field_course_aqf_level: "higher education diploma" })).toEqual(["Education"]);
  });

  it("adds the preparation topic of each of the course's interest areas in the preparation area", () => {
    expect(courseTopicAreas([PREPARATION], ["English language"], {})).toEqual([PREPARATION, "English preparation"]);
    expect(courseTopicAreas([PREPARATION], ["VCE"], {})).toEqual([PREPARATION, "Secondary school (VCE)"]);
    expect(courseTopicAreas([PREPARATION], ["Foundation & tertiary preparation"], {})).toEqual([PREPARATION, "Foundation studies"]);
    expect(courseTopicAreas([PREPARATION], ["VCE", "English language", "Something else"], {}))
      .toEqual([PREPARATION, "Secondary school (VCE)", "English preparation"]);
  });

  it("adds no preparation topic outside the preparation area", () => {
    expect(courseTopicAreas(["Education"], ["English language"], {})).toEqual(["Education"]);
  });
});
