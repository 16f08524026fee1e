import { describe, expect, it } from "vitest";
import { eventTiming } from "./event-dates";

const now = Date.parse("2026-11-22T10:00:00+11:00");
const d = (value: string, end_value?: string) => ({ value, end_value });

describe("eventTiming", () => {
  it("prefers the entry happening now", () => {
    const t = eventTiming([d("2026-12-01T09:00:00+11:00"), d("2026-11-22T09:00:00+11:00", "2026-11-22T17:00:00+11:00")], now);
    expect(t).toEqual({ next: d("2026-11-22T09:00:00+11:00", "2026-11-22T17:00:00+11:00"), passed: false });
  });
  it("otherwise takes the nearest upcoming entry", () => {
    const t = eventTiming([d("2027-01-10T09:00:00+11:00"), d("2026-10-01T09:00:00+10:00"), d("2026-12-01T09:00:00+11:00")], now);
    expect(t.next?.value).toBe("2026-12-01T09:00:00+11:00");
    expect(t.passed).toBe(false);
  });
  it("says the event has passed and shows the latest past entry when nothing is upcoming", () => {
    const t = eventTiming([d("2026-01-10T09:00:00+11:00"), d("2026-10-01T09:00:00+10:00", "2026-10-01T12:00:00+10:00")], now);
    expect(t).toEqual({ next: d("2026-10-01T09:00:00+10:00", "2026-10-01T12:00:00+10:00"), passed: true });
  });
  it("ignores unparseable entries", () => {
    expect(eventTiming([d("not a date")], now)).toEqual({ next: null, passed: false });
  });
});

describe("eventDatesOf", () => {
  it("reads field_event_dates and skips malformed entries", async () => {
    const { eventDatesOf } = await import("./event-dates");
    const node = { type: "node--event", id: "e", relationships: {}, attributes: { field_event_dates: [{ value: "2026-01-01T09:00:00Z", end_value: "2026-01-01T10:00:00Z" }, { value: 7 }, null, { value: "2026-02-01T09:00:00Z" }] } };
    expect(eventDatesOf(node)).toEqual([
      { value: "2026-01-01T09:00:00Z", end_value: "2026-01-01T10:00:00Z" },
      { value: "2026-02-01T09:00:00Z", end_value: null },
    ]);
    expect(eventDatesOf({ ...node, attributes: {} })).toEqual([]);
  });
});
