import ical from "ical-generator";
import type { CalendarEvent } from "./calendar-event";

/** iCalendar's media type. */
export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8";

export interface CalendarInput {
  name: string;
  productName: string;
  /** The site's origin: its host makes the events' UIDs unique in the world. */
  origin: string;
  /** The DTSTAMP of events whose content has no change date. */
  now: Date;
  events: readonly CalendarEvent[];
}

/**
 * An iCalendar (RFC 5545) file with one VEVENT for each date of each event: UID, DTSTAMP, DTSTART/DTEND in
 * UTC, SUMMARY, DESCRIPTION, LOCATION and URL. Pure.
 */
export function icalendar(input: CalendarInput): string {
  const host = new URL(input.origin).hostname;
  const calendar = ical({ name: input.name, prodId: { company: input.productName, product: "Website", language: "EN" } });
  for (const event of input.events) {
    const stamp = event.changed && !Number.isNaN(Date.parse(event.changed)) ? new Date(event.changed) : input.now;
    for (const date of event.dates) {
      const start = new Date(date.start);
      calendar.createEvent({
        // One UID per event date, the same every time the file is made: calendars update rather than duplicate.
        id: `${event.uuid}-${start.toISOString().replace(/[-:.]/g, "")}@${host}`,
        stamp,
        start,
        end: date.end ? new Date(date.end) : null,
        summary: event.title,
        description: event.description,
        location: event.location,
        url: event.url,
      });
    }
  }
  return calendar.toString();
}
