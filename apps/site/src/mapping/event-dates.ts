import type { Resource } from "@/tide/types";

/** Event date entry of spec §3. */
export interface EventDate {
  value: string;
  end_value?: string | null;
}

export interface EventTiming {
  /** The current date entry, else the nearest upcoming, else the latest past one (spec §4). */
  next: EventDate | null;
  /** True when no entry is current or upcoming: the page says 'This event has passed'. */
  passed: boolean;
}

const time = (iso: string | null | undefined): number => (iso ? Date.parse(iso) : Number.NaN);

export function eventTiming(dates: EventDate[], now: number): EventTiming {
  const valid = dates.filter((d) => !Number.isNaN(time(d.value)));
  if (valid.length === 0) return { next: null, passed: false };
  const end = (d: EventDate) => (Number.isNaN(time(d.end_value)) ? time(d.value) : time(d.end_value));
  const current = valid.find((d) => time(d.value) <= now && now <= end(d));
  if (current) return { next: current, passed: false };
  const upcoming = valid.filter((d) => time(d.value) > now).sort((a, b) => time(a.value) - time(b.value));
  if (upcoming[0]) return { next: upcoming[0], passed: false };
  const latest = [...valid].sort((a, b) => time(b.value) - time(a.value))[0] ?? null;
  return { next: latest, passed: true };
}

export const EVENT_PASSED_TEXT = "This event has passed";

/** The date entries of an event node (`field_event_dates`), skipping malformed ones. */
export function eventDatesOf(r: Resource): EventDate[] {
  const v = r.attributes.field_event_dates;
  if (!Array.isArray(v)) return [];
  return v.flatMap((d) =>
    d && typeof d === "object" && typeof (d as EventDate).value === "string"
      ? [{ value: (d as EventDate).value, end_value: typeof (d as EventDate).end_value === "string" ? (d as EventDate).end_value : null }]
      : [],
  );
}
