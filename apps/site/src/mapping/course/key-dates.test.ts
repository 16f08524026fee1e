import { describe, expect, it } from "vitest";
import { applicationDates, applicationState } from "./key-dates";

const at = (iso: string) => Date.parse(iso);

describe("applicationState", () => {
  it("is not yet open before the opening day's Melbourne midnight, and open from it", () => {
    expect(applicationState("2026-08-01", "2026-12-20", at("2026-07-31T13:59:59Z"))).toBe("not-yet-open");
    expect(applicationState("2026-08-01", "2026-12-20", at("2026-07-31T14:00:00Z"))).toBe("open");
  });
  it("is closing soon in the last fourteen days, through the whole closing day in Melbourne", () => {
    expect(applicationState("2026-08-01", "2026-12-20", at("2026-12-06T12:00:00Z"))).toBe("open");
    expect(applicationState("2026-08-01", "2026-12-20", at("2026-12-07T12:00:00Z"))).toBe("closing-soon");
    // 20 December ends at 13:00 UTC (daylight time, +11).
    expect(applicationState("2026-08-01", "2026-12-20", at("2026-12-20T12:59:59Z"))).toBe("closing-soon");
    expect(applicationState("2026-08-01", "2026-12-20", at("2026-12-20T13:00:00Z"))).toBe("closed");
  });
  it("reads no window that closes before it opens, or has no days", () => {
    expect(applicationState("2026-12-01", "2026-11-01", 0)).toBeNull();
    expect(applicationState("soon", "2026-11-01", 0)).toBeNull();
  });
});

describe("applicationDates", () => {
  const attributes = {
    field_course_application_dates: [
      { intake: "2027-03-01", opens: "2026-08-01", closes: "2027-02-20" },
      { intake: "2027-03-01", opens: "2026-08-01", closes: "2027-01-15", audience: "international" },
      { intake: "2026-12-01", opens: "2026-06-01", closes: "2026-11-20" },
      { intake: "2027-07-01", opens: "2027-02-01", closes: "2027-06-20" },
      { intake: "bad", opens: "2026-06-01", closes: "2026-11-20" },
      "not a record",
    ],
  };
  const now = at("2026-11-27T00:00:00Z");

  it("lists each intake once, in order, with the audience's own dates winning", () => {
    const domestic = applicationDates(attributes, "domestic", now);
    expect(domestic.map((d) => [d.intake, d.closes, d.state])).toEqual([
      ["2026-12-01", "2026-11-20", "closed"],
      ["2027-03-01", "2027-02-20", "open"],
      ["2027-07-01", "2027-06-20", "not-yet-open"],
    ]);
    expect(applicationDates(attributes, "international", now)[1]).toMatchObject({ closes: "2027-01-15", closesLabel: "15 January 2027" });
  });
  it("says what each state means", () => {
    const [closed, open, later] = applicationDates(attributes, "domestic", now);
    expect(closed?.stateLabel).toBe("Applications closed");
    expect(open?.stateLabel).toBe("Applications open");
    expect(later?.stateLabel).toBe("Opens 1 February 2027");
    const soon = applicationDates({ field_course_application_dates: [{ intake: "2026-12-14", opens: "2026-06-01", closes: "2026-12-01" }] }, "domestic", now);
    expect(soon[0]?.stateLabel).toBe("Closing soon: 5 days left");
  });
  it("is empty when the content has no dates", () => {
    expect(applicationDates({}, "domestic", now)).toEqual([]);
  });
});
