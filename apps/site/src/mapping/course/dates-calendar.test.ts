import { describe, expect, it } from "vitest";
import { applicationDateEvents } from "./dates-calendar";
import { applicationDates } from "./key-dates";

describe("applicationDateEvents", () => {
  const dates = applicationDates({ field_course_application_dates: [
    { intake: "2026-12-01", opens: "2026-06-01", closes: "2026-11-20" },
    { intake: "2027-03-01", opens: "2026-08-01", closes: "2027-02-20" },
    { intake: "2027-07-01", opens: "2027-02-01", closes: "2027-06-20" },
  ] }, "domestic", Date.parse("2026-11-27T00:00:00Z"));
  const course = { uuid: "c1", title: "Bachelor of Business", url: "https://example.edu/courses/bbns", changed: null };

  it("gives each window still to close its closing day, and its opening day when that is to come", () => {
    const events = applicationDateEvents(course, dates);
    expect(events.map((e) => [e.title, e.dates[0]?.start, e.dates[0]?.end])).toEqual([
      ["Applications close: Bachelor of Business (1 March 2027 intake)", "2027-02-19T13:00:00.000Z", "2027-02-20T13:00:00.000Z"],
      ["Applications open: Bachelor of Business (1 July 2027 intake)", "2027-01-31T13:00:00.000Z", "2027-02-01T13:00:00.000Z"],
      ["Applications close: Bachelor of Business (1 July 2027 intake)", "2027-06-19T14:00:00.000Z", "2027-06-20T14:00:00.000Z"],
    ]);
    expect(events[0]?.url).toBe("https://example.edu/courses/bbns");
  });
});
