import { describe, expect, it } from "vitest";
import { studyAreas } from "@/config/study-areas/datasets";
import type { CourseGroupView } from "./interest-area-page";
import { broadenedLine, groupsAtLevels, interestLevels } from "./interest-area-broadened";

const group = (filter: CourseGroupView["filter"]): CourseGroupView => ({ filter, label: filter ?? "Other courses", cards: [] });

describe("an interest-area page broadened to its area", () => {
  it("keeps the levels at which the dataset lists the interest area", () => {
    const health = studyAreas("domestic", "yu").find((area) => area.label === "Health & biomedicine");
    const levels = interestLevels(health, "Nursing");
    expect(levels.length).toBeGreaterThan(0);
    for (const filter of levels) {
      expect(health?.studyLevels.find((level) => level.filter === filter)?.interestAreas.map((i) => i.label)).toContain("Nursing");
    }
    expect(interestLevels(health, "Not an interest")).toEqual([]);
  });

  it("shows only those levels' groups, or all groups when the dataset names none", () => {
    const groups = [group("Bachelor"), group("TAFE"), group("Postgraduate")];
    expect(groupsAtLevels(groups, ["Bachelor", "Postgraduate"]).map((g) => g.filter)).toEqual(["Bachelor", "Postgraduate"]);
    expect(groupsAtLevels(groups, []).map((g) => g.filter)).toEqual(["Bachelor", "TAFE", "Postgraduate"]);
  });

  it("keeps the courses whose level the search does not say, headed for what is left beside them", () => {
    const groups = [group("Bachelor"), group("Postgraduate"), group(null)];
    expect(groupsAtLevels(groups, ["Bachelor", "TAFE"]).map((g) => [g.filter, g.label])).toEqual([["Bachelor", "Bachelor"], [null, "Other courses"]]);
    // No level of the interest area's among the known ones: the rest stand alone, under a plain "Courses".
    expect(groupsAtLevels(groups, ["TAFE"]).map((g) => [g.filter, g.label])).toEqual([[null, "Courses"]]);
  });

  it("says so in one plain line", () => {
    expect(broadenedLine("Health & biomedicine", "Nursing", ["Undergraduate", "TAFE"]))
      .toBe("These are all Health & biomedicine courses at these levels: Undergraduate, TAFE. Our course search can't pick out the Nursing ones on their own.");
    expect(broadenedLine("Trades", "Plumbing", [])).toBe("These are all Trades courses. Our course search can't pick out the Plumbing ones on their own.");
  });
});
