import { describe, expect, it } from "vitest";
import { eventMomentAt } from "./event-dates.ts";

const now = new Date("2026-06-15T00:00:00Z");
const day = (offset: number, hour = 9) => new Date(Date.UTC(2026, 5, 15 + offset, hour)).toISOString();

describe("eventMomentAt", () => {
  it("is the nearest upcoming date", () => {
    expect(eventMomentAt([[day(-3), day(-3, 12)], [day(5), day(5, 12)], [day(9), day(9, 12)]], now))
      .toEqual({ start: day(5), end: day(5, 12), upcoming: true });
  });

  it("is the current date while an event runs", () => {
    expect(eventMomentAt([[day(-2), day(2)], [day(7), day(7, 12)]], now)).toEqual({ start: day(-2), end: day(2), upcoming: true });
  });

  it("is the latest past date once every date has passed", () => {
    expect(eventMomentAt([[day(-30), day(-30, 12)], [day(-3), day(-3, 12)]], now)).toEqual({ start: day(-3), end: day(-3, 12), upcoming: false });
    expect(eventMomentAt([], now)).toBeNull();
  });
});
