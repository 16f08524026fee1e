import { describe, expect, it } from "vitest";
import { endOfUniversityDay, startOfUniversityDay } from "./university-time";

describe("university days", () => {
  it("starts a winter day at 14:00 UTC the day before (AEST, +10)", () => {
    expect(new Date(startOfUniversityDay("2026-07-15")!).toISOString()).toBe("2026-07-14T14:00:00.000Z");
  });
  it("starts a summer day at 13:00 UTC the day before (AEDT, +11)", () => {
    expect(new Date(startOfUniversityDay("2027-01-15")!).toISOString()).toBe("2027-01-14T13:00:00.000Z");
  });
  it("ends a day at its last millisecond, across the change to daylight time", () => {
    // Daylight time starts on Sunday 4 October 2026 at 2 am: that day has 23 hours.
    expect(new Date(endOfUniversityDay("2026-10-04")!).toISOString()).toBe("2026-10-04T12:59:59.999Z");
    expect(new Date(endOfUniversityDay("2026-03-31")!).toISOString()).toBe("2026-03-31T12:59:59.999Z");
  });
  it("reads nothing but a calendar day", () => {
    expect(startOfUniversityDay("2026-7-1")).toBeNull();
    expect(startOfUniversityDay("2026-07-01T00:00:00Z")).toBeNull();
    expect(endOfUniversityDay("")).toBeNull();
  });
});
