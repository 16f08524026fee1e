import { eventTiming, type EventDate } from "./event-dates";

export interface TimedEvent<T> {
  item: T;
  next: EventDate | null;
  passed: boolean;
}

/** Events for a listing: current and upcoming first (soonest first), then past ones (latest first). */
export function orderEvents<T>(items: T[], datesOf: (item: T) => EventDate[], now: number): TimedEvent<T>[] {
  const timed = items.map((item) => ({ item, ...eventTiming(datesOf(item), now) }));
  const at = (e: TimedEvent<T>) => (e.next ? Date.parse(e.next.value) : 0);
  const upcoming = timed.filter((e) => !e.passed).sort((a, b) => at(a) - at(b));
  const past = timed.filter((e) => e.passed).sort((a, b) => at(b) - at(a));
  return [...upcoming, ...past];
}
