import type { Resource } from "@/tide/types";
import { str } from "../attributes";
import { eventDatesOf, eventTiming, type EventDate } from "../event-dates";
import { addressLines, locationAddress, type LocationAddress } from "../outputs/address";
import { callToAction, type CallToAction } from "../outputs/call-to-action";
import type { Relations } from "../relations";

export interface EventDetail {
  type: "event";
  /** Every date entry, formatted with its start and end, in date order. */
  dates: { start: string; end: string | null; label: string }[];
  /** The next date (spec §4 rule), or the last one when the event has passed. */
  nextLabel: string | null;
  passed: boolean;
  addressLines: string[];
  address: LocationAddress | null;
  venue: string | null;
  price: string | null;
  booking: CallToAction | null;
  audiences: string[];
}

const TZ = "Australia/Melbourne";
const dayFormat = new Intl.DateTimeFormat("en-AU", { timeZone: TZ, weekday: "long", day: "numeric", month: "long", year: "numeric" });
const timeFormat = new Intl.DateTimeFormat("en-AU", { timeZone: TZ, hour: "numeric", minute: "2-digit" });
const dayKey = new Intl.DateTimeFormat("en-CA", { timeZone: TZ, year: "numeric", month: "2-digit", day: "2-digit" });

/** "Tuesday 1 December 2026, 6:00 pm – 8:30 pm", or a range of days for an entry over several days. */
export function eventDateLabel(d: EventDate): string {
  const start = Date.parse(d.value);
  const end = d.end_value ? Date.parse(d.end_value) : Number.NaN;
  const startText = `${dayFormat.format(start)}, ${timeFormat.format(start)}`;
  if (Number.isNaN(end) || end <= start) return startText;
  if (dayKey.format(start) === dayKey.format(end)) return `${startText} – ${timeFormat.format(end)}`;
  return `${dayFormat.format(start)} – ${dayFormat.format(end)}`;
}

export function eventDetail(node: Resource, rel: Relations, now: number): EventDetail {
  const a = node.attributes;
  const dates = eventDatesOf(node).filter((d) => !Number.isNaN(Date.parse(d.value)));
  const timing = eventTiming(dates, now);
  const address = locationAddress(a, "field_event_location");
  return {
    type: "event",
    dates: [...dates].sort((x, y) => Date.parse(x.value) - Date.parse(y.value)).map((d) => ({ start: d.value, end: d.end_value ?? null, label: eventDateLabel(d) })),
    nextLabel: timing.next ? eventDateLabel(timing.next) : null,
    passed: timing.passed,
    addressLines: address ? addressLines(address) : [],
    address,
    venue: str(a, "field_event_venue"),
    price: str(a, "field_event_price"),
    // A past event's booking link leads nowhere useful.
    booking: timing.passed ? null : callToAction(a, "field_event_booking_url", "Book now"),
    audiences: rel.many(node, "field_event_audience").map((t) => str(t.attributes, "name") ?? "").filter(Boolean),
  };
}
