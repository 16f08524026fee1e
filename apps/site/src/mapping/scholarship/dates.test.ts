import { describe, expect, it } from "vitest";
import { compactDay, readDay, scholarshipDateState, universityToday } from "./dates";

/** An instant, written in Melbourne's own offset for readability. */
const at = (iso: string) => Date.parse(iso);

describe("scholarship date state (Australia/Melbourne)", () => {
  const now = at("2026-11-28T10:00:00+11:00");

  it("says when an open scholarship closes", () => {
    expect(scholarshipDateState({ opens: "2026-08-01", closes: "2026-12-20" }, now)).toMatchObject({ kind: "open", label: "Closes 20 December 2026", daysLeft: 22 });
    expect(scholarshipDateState({ opens: null, closes: "20270131" }, now)).toMatchObject({ kind: "open", label: "Closes 31 January 2027", daysLeft: 64 });
  });

  it("says closing soon within 14 days, counting in Melbourne days", () => {
    // 12 December is 14 days away: the boundary is closing soon; 13 December is not.
    expect(scholarshipDateState({ opens: null, closes: "2026-12-12" }, now).kind).toBe("closing-soon");
    expect(scholarshipDateState({ opens: null, closes: "2026-12-13" }, now).kind).toBe("open");
    expect(scholarshipDateState({ opens: null, closes: "2026-12-03" }, now).label).toBe("Closing soon: closes in 5 days");
    expect(scholarshipDateState({ opens: null, closes: "2026-11-29" }, now).label).toBe("Closing soon: closes tomorrow");
  });

  it("keeps the close day open until its end in Melbourne (inclusive)", () => {
    // 23:59 on the close day in Melbourne (12:59 UTC): still open, its last day.
    const lastMinute = at("2026-11-28T23:59:00+11:00");
    expect(scholarshipDateState({ opens: null, closes: "2026-11-28" }, lastMinute)).toMatchObject({ kind: "closing-soon", label: "Closing soon: closes today", daysLeft: 0 });
    const nextMorning = at("2026-11-29T00:00:00+11:00");
    expect(scholarshipDateState({ opens: null, closes: "2026-11-28" }, nextMorning)).toMatchObject({ kind: "closed", label: "Closed" });
  });

  it("uses the university's day, not UTC's: early morning in Melbourne is the previous day in UTC", () => {
    // 08:00 on 29 November in Melbourne is 21:00 on 28 November UTC: the close day 28 November has passed.
    const morning = at("2026-11-29T08:00:00+11:00");
    expect(new Date(morning).toISOString().slice(0, 10)).toBe("2026-11-28");
    expect(universityToday(morning)).toBe("2026-11-29");
    expect(scholarshipDateState({ opens: null, closes: "2026-11-28" }, morning).kind).toBe("closed");
    expect(scholarshipDateState({ opens: null, closes: "2026-11-30" }, morning).label).toBe("Closing soon: closes tomorrow");
  });

  it("handles winter time (AEST, +10) too", () => {
    const winter = at("2026-07-15T23:30:00+10:00");
    expect(scholarshipDateState({ opens: null, closes: "2026-07-15" }, winter).label).toBe("Closing soon: closes today");
    expect(scholarshipDateState({ opens: null, closes: "2026-07-15" }, at("2026-07-16T00:00:01+10:00")).kind).toBe("closed");
  });

  it("says Closed after the close day", () => {
    expect(scholarshipDateState({ opens: "2026-01-01", closes: "2026-10-31" }, now)).toMatchObject({ kind: "closed", label: "Closed", daysLeft: null });
  });

  it("says Always open without a close date, or with the service's 99991231", () => {
    expect(scholarshipDateState({ opens: null, closes: null }, now)).toMatchObject({ kind: "always-open", label: "Always open" });
    expect(scholarshipDateState({ opens: "", closes: "99991231" }, now)).toMatchObject({ kind: "always-open", label: "Always open", closes: null });
  });

  it("says when applications open, until the start of the open day in Melbourne", () => {
    expect(scholarshipDateState({ opens: "2027-03-01", closes: "2027-04-30" }, now)).toMatchObject({ kind: "opens", label: "Opens 1 March 2027", opens: "2027-03-01" });
    expect(scholarshipDateState({ opens: "20270301", closes: null }, at("2027-02-28T23:59:59+11:00")).kind).toBe("opens");
    expect(scholarshipDateState({ opens: "20270301", closes: null }, at("2027-03-01T00:00:00+11:00")).kind).toBe("always-open");
  });

  it("ignores dates it cannot read", () => {
    expect(scholarshipDateState({ opens: "soon", closes: "2026-13-45" }, now).kind).toBe("always-open");
    expect(readDay("2026-12-12")).toBe("2026-12-12");
    expect(readDay("20261212")).toBe("2026-12-12");
    expect(readDay("12/12/2026")).toBeNull();
    expect(compactDay("2026-11-28")).toBe("20261128");
  });
});
