import { describe, expect, it } from "vitest";
import { icalendar } from "../calendar/icalendar";
import { scholarshipCloseEvent } from "./calendar";

const s = { uuid: "5f0c8f8e-1111-4222-8333-944445555666", title: "First in Family Scholarship", url: "https://www.yu.edu.au/scholarships/first-in-family", changed: "2026-11-01T00:00:00+00:00" };

describe("a scholarship's close date in a calendar", () => {
  it("is the whole close day in Melbourne", () => {
    expect(scholarshipCloseEvent(s, "2026-12-12")).toMatchObject({
      title: "Applications close: First in Family Scholarship",
      dates: [{ start: "2026-12-11T13:00:00.000Z", end: "2026-12-12T13:00:00.000Z" }],
    });
  });

  it("is nothing without a close date", () => {
    expect(scholarshipCloseEvent(s, null)).toBeNull();
  });

  it("makes an iCalendar file", () => {
    const event = scholarshipCloseEvent(s, "2026-07-31");
    const file = icalendar({ name: s.title, productName: "YU", origin: "https://www.yu.edu.au", now: new Date(0), events: event ? [event] : [] });
    expect(file).toContain("BEGIN:VEVENT");
    expect(file).toContain("DTSTART:20260730T140000Z");
    expect(file).toContain("SUMMARY:Applications close: First in Family Scholarship");
  });
});
