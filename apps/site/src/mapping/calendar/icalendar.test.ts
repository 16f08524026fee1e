import ICAL from "node-ical";
import { describe, expect, it } from "vitest";
import type { Resource } from "@/tide/types";
import { calendarEventOf, upcomingDates } from "./calendar-event";
import { icalendar } from "./icalendar";

const origin = "https://www.yu.edu.au";
const node: Resource = {
  type: "node--event",
  id: "0a1b2c3d-0000-4000-8000-000000000001",
  relationships: {},
  attributes: {
    title: "Open day, with tours",
    path: { alias: "/about-yu/news-events/events/open-day" },
    changed: "2026-11-01T00:00:00+00:00",
    field_event_intro_text: "Meet us; see the campus.",
    field_event_venue: "Footscray Park campus",
    field_event_location: { address_line1: "Ballarat Road", locality: "Footscray", administrative_area: "VIC", postal_code: "3011" },
    field_event_dates: [
      { value: "2026-12-01T09:00:00+11:00", end_value: "2026-12-01T15:00:00+11:00" },
      { value: "2026-12-08T09:00:00+11:00", end_value: "2026-12-08T15:00:00+11:00" },
      { value: "not a date" },
    ],
  },
};

type Vevent = { type: string; uid: string; start: Date; end: Date; summary: string; description: string; location: string; url: string | { val: string }; dtstamp: Date };
// node-ical's component union is loose; the fields read here are those of its VEvent.
const vevents = (text: string) => Object.values(ICAL.sync.parseICS(text)).filter((c) => c?.type === "VEVENT") as unknown as Vevent[];

describe("icalendar", () => {
  const event = calendarEventOf(node, origin);
  const text = icalendar({ name: "Open day", productName: "Yarra University", origin, now: new Date("2026-11-25T00:00:00Z"), events: [event] });

  it("writes one VEVENT for each date, in UTC, that a calendar parser reads back", () => {
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain("DTSTART:20261130T220000Z");
    const events = vevents(text);
    expect(events).toHaveLength(2);
    expect(events.map((e) => e.start.toISOString())).toEqual(["2026-11-30T22:00:00.000Z", "2026-12-07T22:00:00.000Z"]);
    expect(events[0]?.end.toISOString()).toBe("2026-12-01T04:00:00.000Z");
    expect(events[0]).toMatchObject({ summary: "Open day, with tours", description: "Meet us; see the campus.", location: "Footscray Park campus, Ballarat Road, Footscray VIC 3011" });
    const url = events[0]?.url;
    expect(typeof url === "string" ? url : url?.val).toBe(`${origin}/about-yu/news-events/events/open-day`);
    expect(events[0]?.dtstamp.toISOString()).toBe("2026-11-01T00:00:00.000Z");
  });

  it("gives each date a UID of its own that stays the same", () => {
    const uids = vevents(text).map((e) => e.uid);
    expect(new Set(uids).size).toBe(2);
    expect(uids[0]).toBe("0a1b2c3d-0000-4000-8000-000000000001-20261130T220000000Z@www.yu.edu.au");
    expect(icalendar({ name: "Open day", productName: "Yarra University", origin, now: new Date(), events: [event] })).toBe(text);
  });

  it("keeps only the dates that have not ended for the upcoming-events feed", () => {
    expect(upcomingDates(event, Date.parse("2026-12-05T00:00:00Z")).dates).toEqual([{ start: "2026-12-08T09:00:00+11:00", end: "2026-12-08T15:00:00+11:00" }]);
  });

  it("says Online for an event without a place", () => {
    expect(calendarEventOf({ ...node, attributes: { ...node.attributes, field_event_location: null, field_event_venue: null } }, origin).location).toBe("Online");
  });
});
