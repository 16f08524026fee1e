import { isPublished } from "../fields.ts";
import { finding, type Check } from "../check.ts";
import { missingFacts, type Fact } from "./course-facts.ts";

/** The event's fields (content/news-events/FIELDS.md, apps/site/src/mapping/event-dates.ts). */
const EVENT_FACTS: readonly Fact[] = [
  { name: "date", fields: ["field_event_dates"], message: "Add when this event is on (its date and time)." },
  { name: "place", fields: ["field_event_venue", "field_event_location"],
    message: "Add where this event is: the venue (or \"Online\") and its address." },
];

export const eventFacts: Check = {
  id: "event-facts",
  severity: "error",
  title: "Event without its date or place",
  run({ page }) {
    return page.type === "node--event" ? missingFacts(this, page.fields, EVENT_FACTS) : [];
  },
};

/** When each of the event's dates ends (its `end_value`, else its start), in milliseconds; unreadable ones left out. */
function endsOf(dates: unknown): number[] {
  if (!Array.isArray(dates)) return [];
  return dates.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== "object") return [];
    const { value, end_value: end } = entry as { value?: unknown; end_value?: unknown };
    const time = Date.parse(typeof end === "string" && end ? end : typeof value === "string" ? value : "");
    return Number.isNaN(time) ? [] : [time];
  });
}

/** An event all of whose dates are over, still published: it stays in listings and on landing pages. */
export const eventPassed: Check = {
  id: "event-passed",
  severity: "warning",
  title: "Published event that has passed",
  run({ page, now }) {
    if (page.type !== "node--event" || !isPublished(page.fields)) return [];
    const ends = endsOf(page.fields.field_event_dates);
    if (ends.length === 0 || Math.max(...ends) >= now) return [];
    return [finding(this, "This event has passed: take it off landing pages and listings, or unpublish it (or add its next date).",
      { field: "field_event_dates", excerpt: new Date(Math.max(...ends)).toISOString().slice(0, 10) })];
  },
};
