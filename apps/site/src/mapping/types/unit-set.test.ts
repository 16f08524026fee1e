import { describe, expect, it } from "vitest";
import type { Resource } from "@/tide/types";
import { relationsOf, unitSetNode } from "../testing/catalogue-document";
import { unitSetView } from "./unit-set";

describe("unitSetView", () => {
  it("reads the set, its units with credit points and the courses that offer it", () => {
    const view = unitSetView(unitSetNode, relationsOf(unitSetNode));
    expect(view).toMatchObject({ title: "Business Core", code: "BCRBUS", setType: "Core", creditPoints: 72, studyArea: "Business", overviewHtml: "<p>Six core units.</p>" });
    expect(view.units).toEqual([{ id: "u-nit1101", title: "Introduction to Programming", href: "/units/NIT1101", code: "NIT1101", detail: "12 credit points" }]);
    expect(view.courses.map((c) => c.title)).toEqual(["Bachelor of Information Technology"]);
  });

  it("does not crash on a set without fields", () => {
    const bare: Resource = { type: "node--unit_set", id: "x", attributes: {}, relationships: {} };
    expect(unitSetView(bare, relationsOf(bare))).toMatchObject({ title: "Untitled unit set", code: "", units: [], courses: [], studyArea: null });
  });
});
