import type { Resource } from "@/tide/types";
import { str } from "../attributes";
import { summaryText } from "../cards/listing-cards";
import { eventDatesOf } from "../event-dates";
import { nodePath } from "../node-path";
import { addressLines, locationAddress } from "../outputs/address";

/** An event as a calendar needs it: one entry for each of its dates. */
export interface CalendarEvent {
  uuid: string;
  title: string;
  description: string | null;
  location: string;
  /** The event page, absolute. */
  url: string;
  /** When the content last changed: the calendar's DTSTAMP, so the same event gives the same file. */
  changed: string | null;
  dates: { start: string; end: string | null }[];
}

/** An event node as a calendar event (dates it cannot read are left out). Pure. */
export function calendarEventOf(node: Resource, origin: string): CalendarEvent {
  const a = node.attributes;
  const address = locationAddress(a, "field_event_location");
  const venue = str(a, "field_event_venue");
  const where = [venue, ...(address ? addressLines(address) : [])].filter((l): l is string => Boolean(l));
  return {
    uuid: node.id,
    title: str(a, "title") ?? "Event",
    description: summaryText(node),
    location: [...new Set(where)].join(", ") || "Online",
    url: `${origin.replace(/\/+$/, "")}${nodePath(node)}`,
    changed: str(a, "changed"),
    dates: eventDatesOf(node)
      .filter((d) => !Number.isNaN(Date.parse(d.value)))
      .map((d) => ({ start: d.value, end: d.end_value && !Number.isNaN(Date.parse(d.end_value)) ? d.end_value : null })),
  };
}

/** The dates of an event that have not ended by `now`. */
export function upcomingDates(event: CalendarEvent, now: number): CalendarEvent {
  return { ...event, dates: event.dates.filter((d) => Date.parse(d.end ?? d.start) >= now) };
}
