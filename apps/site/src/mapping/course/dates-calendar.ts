import type { CalendarEvent } from "../calendar/calendar-event";
import type { ApplicationDates } from "./key-dates";
import { endOfUniversityDay, startOfUniversityDay } from "./university-time";

/**
 * A course's application windows as calendar events: the day applications open (while it is still to come) and
 * the day they close, each a whole day in the university's time zone, for windows not yet closed. Pure.
 */
export function applicationDateEvents(course: { uuid: string; title: string; url: string; changed: string | null }, dates: ApplicationDates[]): CalendarEvent[] {
  const day = (d: string) => {
    const start = startOfUniversityDay(d);
    const end = endOfUniversityDay(d);
    return start === null || end === null ? [] : [{ start: new Date(start).toISOString(), end: new Date(end + 1).toISOString() }];
  };
  return dates
    .filter((d) => d.state !== "closed")
    .flatMap((d) => [
      ...(d.state === "not-yet-open" ? [{ kind: "opens", date: d.opens, title: `Applications open: ${course.title} (${d.intakeLabel} intake)` }] : []),
      { kind: "closes", date: d.closes, title: `Applications close: ${course.title} (${d.intakeLabel} intake)` },
    ])
    .map((e) => ({
      uuid: `${course.uuid}-${e.kind}`,
      title: e.title,
      description: `${e.title}. Details and how to apply: ${course.url}`,
      location: "Online",
      url: course.url,
      changed: course.changed,
      dates: day(e.date),
    }));
}
