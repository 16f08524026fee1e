import { describe, expect, it } from "vitest";
import type { FeeLine } from "./fees";
import { choose, estimateText } from "./estimate-text";

const lines: FeeLine[] = [
  { kind: "csp", label: "Commonwealth supported place (student contribution)", annual: 17194, total: 51582 },
  { kind: "full-fee", label: "Full-fee place", annual: 31000.5, total: null },
];

describe("estimateText", () => {
  it("says a part-time year, the years and the whole course, with the fees' year", () => {
    expect(estimateText({ line: lines[0]!, load: "part-time" }, 3, 2026)).toEqual({
      heading: "Commonwealth supported place (student contribution), part time",
      perYear: "$8,597",
      years: "for 6 years",
      total: "$51,582",
      sentence: "Commonwealth supported place (student contribution), part time: about $8,597 a year for 6 years, about $51,582 for the whole course at 2026 rates.",
    });
  });
  it("gives a year alone when the course's length is unknown", () => {
    expect(estimateText({ line: lines[1]!, load: "full-time" }, null, null).sentence).toBe("Full-fee place, full time: about $31,000.50 a year.");
  });
});

describe("choose", () => {
  it("takes the named place and load, else the first place full time", () => {
    expect(choose(lines, "full-fee", "part-time")).toEqual({ line: lines[1], load: "part-time" });
    expect(choose(lines, "<script>", "sometimes")).toEqual({ line: lines[0], load: "full-time" });
    expect(choose([], "csp", "full-time")).toBeNull();
  });
});
