import { describe, expect, it } from "vitest";
import { estimateFee, yearsLabel } from "./fee-estimate";

describe("estimateFee", () => {
  it("gives a full-time year and the whole course", () => {
    expect(estimateFee({ annual: 17_194, durationYears: 3, load: "full-time" })).toEqual({ perYear: 17_194, years: 3, total: 51_582 });
  });
  it("halves the year and doubles the years part time, for the same whole course", () => {
    expect(estimateFee({ annual: 17_194, durationYears: 3, load: "part-time" })).toEqual({ perYear: 8_597, years: 6, total: 51_582 });
  });
  it("keeps cents, and works for courses shorter than a year", () => {
    expect(estimateFee({ annual: 34_401, durationYears: 0.5, load: "part-time" })).toEqual({ perYear: 17_200.5, years: 1, total: 17_200.5 });
  });
  it("gives no total when the duration is unknown", () => {
    expect(estimateFee({ annual: 30_000, durationYears: null, load: "full-time" })).toEqual({ perYear: 30_000, years: null, total: null });
    expect(estimateFee({ annual: 30_000, durationYears: 0, load: "full-time" }).total).toBeNull();
  });
});

describe("yearsLabel", () => {
  it("says years and months as a person would", () => {
    expect(yearsLabel(3)).toBe("3 years");
    expect(yearsLabel(1)).toBe("1 year");
    expect(yearsLabel(1.5)).toBe("1.5 years");
    expect(yearsLabel(0.5)).toBe("6 months");
    expect(yearsLabel(1 / 12)).toBe("1 month");
  });
});
