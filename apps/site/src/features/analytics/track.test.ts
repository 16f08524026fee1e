import { describe, expect, it } from "vitest";
import { isJourneyEvent, journeyEvent } from "./track";

describe("journeyEvent", () => {
  it("names the event and keeps only the details that say something", () => {
    expect(journeyEvent("apply_click", { course_code: "BBNS", audience: "domestic", campaign: "", other: null })).toEqual({ event: "apply_click", course_code: "BBNS", audience: "domestic" });
  });
  it("knows its own events only", () => {
    expect(isJourneyEvent("fee_estimate")).toBe(true);
    expect(isJourneyEvent("gtm.js")).toBe(false);
  });
});
