import { describe, expect, it } from "vitest";
import { check, pageOf } from "../testing/check-page.ts";
import { eventFacts, eventPassed } from "./event-facts.ts";

/** As in content/news-events/events/alumni.yaml; NOW is 1 March 2026, 10:00 in Melbourne. */
const UPCOMING: Record<string, unknown> = {
  status: true,
  field_event_dates: [{ value: "2026-04-15T18:00:00+10:00", end_value: "2026-04-15T21:00:00+10:00" }],
  field_event_location: { address_line1: "300 Queen Street", address_line2: "Level 30 Sky Lounge", locality: "Melbourne", administrative_area: "VIC", postal_code: "3000", country_code: "AU" },
  field_event_venue: "Level 30 Sky Lounge, City Tower",
};
const event = (fields: Record<string, unknown>) =>
  pageOf("<p>Meet fellow graduates over drinks with a view of the city.</p>", { type: "node--event", title: "City networking night", fields });

describe("event-facts", () => {
  it.each([
    ["date", { field_event_dates: [] }, "field_event_dates"],
    ["place (an address of nothing but its country)", { field_event_venue: "", field_event_location: { country_code: "AU" } }, "field_event_venue"],
  ])("finds an event without its %s", (_, change, field) => {
    expect(check(eventFacts, event({ ...UPCOMING, ...change }))).toEqual([
      expect.objectContaining({ check: "event-facts", severity: "error", where: { field } }),
    ]);
  });

  it("passes an event with its date and place (an online one by its venue alone)", () => {
    expect(check(eventFacts, event(UPCOMING))).toEqual([]);
    expect(check(eventFacts, event({ ...UPCOMING, field_event_location: null, field_event_venue: "Online" }))).toEqual([]);
  });
});

describe("event-passed", () => {
  it("finds a published event whose every date is over", () => {
    const past = [{ value: "2026-01-10T18:00:00+11:00", end_value: "2026-01-10T21:00:00+11:00" }, { value: "2026-02-20T09:00:00+11:00", end_value: "" }];
    expect(check(eventPassed, event({ ...UPCOMING, field_event_dates: past }))).toEqual([
      { check: "event-passed", severity: "warning", message: expect.stringMatching(/has passed/) as string,
        where: { field: "field_event_dates", excerpt: "2026-02-19" } },
    ]);
  });

  it.each([
    ["upcoming", UPCOMING],
    ["a series with a date still to come", { ...UPCOMING, field_event_dates: [{ value: "2026-01-10T18:00:00+11:00" }, { value: "2026-05-10T18:00:00+10:00" }] }],
    ["on now (started, not ended)", { ...UPCOMING, field_event_dates: [{ value: "2026-03-01T09:00:00+11:00", end_value: "2026-03-01T17:00:00+11:00" }] }],
    ["passed but unpublished", { ...UPCOMING, status: false, field_event_dates: [{ value: "2026-01-10T18:00:00+11:00" }] }],
  ])("passes one %s", (_, fields) => {
    expect(check(eventPassed, event(fields))).toEqual([]);
  });
});
