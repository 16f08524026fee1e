import { describe, expect, it } from "vitest";
import type { Resource } from "@/tide/types";
import { relationsOf, unitNode } from "../testing/catalogue-document";
import { unitView } from "./unit";

describe("unitView", () => {
  const view = unitView(unitNode, relationsOf(unitNode));

  it("reads the unit's facts", () => {
    expect(view).toMatchObject({
      title: "Object Oriented Programming",
      code: "NIT1201",
      creditPoints: 12,
      level: 1,
      studyLevel: "Undergraduate",
      studyArea: "Computers & IT",
      studyPeriods: ["Block 2", "Block 4"],
      locations: ["Footscray Park", "Online"],
    });
  });

  it("keeps well-formed outcomes and assessments only, with numeric weights", () => {
    expect(view.learningOutcomes).toEqual(["Design classes", "Apply inheritance"]);
    expect(view.assessments).toEqual([
      { type: "Practical", weight: 30, description: "Weekly labs" },
      { type: "Exam", weight: 70, description: "Final exam" },
    ]);
  });

  it("sanitises the overview", () => {
    expect(view.overviewHtml).toContain("<p>Classes &amp; objects.</p>");
    expect(view.overviewHtml).not.toContain("script");
  });

  it("links prerequisites and courses that resolved, with their codes", () => {
    expect(view.prerequisites).toEqual([{ id: "u-nit1101", title: "Introduction to Programming", href: "/units/NIT1101", code: "NIT1101", detail: null }]);
    expect(view.courses).toEqual([
      { id: "c-bit", title: "Bachelor of Information Technology", href: "/courses/bachelor-of-information-technology-nbit", code: "NBIT", detail: "Undergraduate" },
    ]);
  });

  it("links the unit sets found to include it, with their type", () => {
    const set: Resource = { type: "node--unit_set", id: "s1", attributes: { title: "Software Development", field_unit_set_code: "NMASWD",
      field_unit_set_type: "Major", path: { alias: "/unitsets/NMASWD" } }, relationships: {} };
    expect(unitView(unitNode, relationsOf(unitNode), [set]).unitSets).toEqual([
      { id: "s1", title: "Software Development", href: "/unitsets/NMASWD", code: "NMASWD", detail: "Major" },
    ]);
  });

  it("gives empty parts for a unit with nothing but a title", () => {
    const bare: Resource = { type: "node--unit", id: "x", attributes: { title: "Bare" }, relationships: {} };
    expect(unitView(bare, relationsOf(bare))).toMatchObject({
      code: "", creditPoints: null, level: null, studyLevel: null, studyPeriods: [], locations: [],
      overviewHtml: "", learningOutcomes: [], assessments: [], prerequisites: [], courses: [], unitSets: [],
    });
  });
});
