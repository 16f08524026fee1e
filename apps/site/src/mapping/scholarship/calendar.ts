import type { CalendarEvent } from "../calendar/calendar-event";
import { endOfUniversityDay, startOfUniversityDay } from "../course/university-time";

/**
 * A scholarship's close date as a calendar event: the whole close day in the university's time zone (the last day
 * applications are accepted); null without a close date. Pure.
 */
export function scholarshipCloseEvent(s: { uuid: string; title: string; url: string; changed: string | null }, closes: string | null): CalendarEvent | null {
  const start = closes ? startOfUniversityDay(closes) : null;
  const end = closes ? endOfUniversityDay(closes) : null;
  if (start === null || end === null) return null;
  const title = `Applications close: ${s.title}`;
  return {
    uuid: `${s.uuid}-closes`,
    title,
    description: `${title} (the last day to apply). Details and how to apply: ${s.url}`,
    location: "Online",
    url: s.url,
    changed: s.changed,
    dates: [{ start: new Date(start).toISOString(), end: new Date(end + 1).toISOString() }],
  };
}
