import { describe, expect, it } from "vitest";
import { EVENT_PASSED_TEXT } from "../event-dates";
import { eventDateLabel, eventDetail } from "./event";
import { documentOf, resource } from "../testing/tide-document";

const NOW = Date.parse("2026-11-22T09:00:00+11:00");
const location = { address_line1: "300 Flinders Street", address_line2: "Level 3 Auditorium", locality: "Melbourne", administrative_area: "VIC", postal_code: "3000", country_code: "AU" };
const event = (id: string, dates: { value: string; end_value: string }[], extra: Record<string, unknown> = {}) =>
  resource("node--event", id, {
    title: "Alumni night",
    field_event_dates: dates,
    field_event_location: location,
    field_event_venue: "Level 3 Auditorium, City Tower",
    field_event_price: "$25 (includes drinks and canapés)",
    field_event_booking_url: "https://events.yu.edu.au/alumni-night",
    ...extra,
  }, { field_event_audience: ["taxonomy_term--event_audience:alumni"] });
const audiences = [resource("taxonomy_term--event_audience", "alumni", { name: "Alumni" })];

describe("eventDetail", () => {
  it("lists every date with start and end, picks the next one and offers booking", () => {
    const e = event("e1", [
      { value: "2026-10-01T18:00:00+10:00", end_value: "2026-10-01T20:30:00+10:00" },
      { value: "2026-12-03T18:00:00+11:00", end_value: "2026-12-03T20:30:00+11:00" },
    ]);
    const d = eventDetail(e, documentOf(e, audiences), NOW);
    expect(d.dates.map((x) => x.label)).toEqual(["Thursday 1 October 2026, 6:00 pm – 8:30 pm", "Thursday 3 December 2026, 6:00 pm – 8:30 pm"]);
    expect(d.nextLabel).toBe("Thursday 3 December 2026, 6:00 pm – 8:30 pm");
    expect(d.passed).toBe(false);
    expect(d.addressLines).toEqual(["300 Flinders Street", "Level 3 Auditorium", "Melbourne VIC 3000"]);
    expect(d.booking).toEqual({ text: "Book now", url: "https://events.yu.edu.au/alumni-night" });
    expect(d.audiences).toEqual(["Alumni"]);
  });

  it("says a wholly past event has passed, shows its last date and drops booking", () => {
    const e = event("e2", [{ value: "2026-03-01T09:00:00+11:00", end_value: "2026-03-01T12:00:00+11:00" }]);
    const d = eventDetail(e, documentOf(e, audiences), NOW);
    expect(d.passed).toBe(true);
    expect(d.nextLabel).toBe("Sunday 1 March 2026, 9:00 am – 12:00 pm");
    expect(d.booking).toBeNull();
    expect(EVENT_PASSED_TEXT).toBe("This event has passed");
  });

  it("formats an entry over several days as a range of days", () => {
    expect(eventDateLabel({ value: "2026-12-07T09:00:00+11:00", end_value: "2026-12-11T16:00:00+11:00" })).toBe("Monday 7 December 2026 – Friday 11 December 2026");
  });

  it("survives an online event without location and malformed dates", () => {
    const e = event("e3", [{ value: "not a date", end_value: "" }], { field_event_location: null, field_event_booking_url: null });
    const d = eventDetail(e, documentOf(e, []), NOW);
    expect(d).toMatchObject({ dates: [], nextLabel: null, passed: false, addressLines: [], booking: null, audiences: [] });
  });
});
