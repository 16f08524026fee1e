/* Dates of spec §5: the picker's DD-MM-YYYY, Drupal's YYYY-MM-DD (min, max, storage), datetime YYYY-MM-DDTHH:mm. */

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { year, month, day };
}

export const PICKER_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads DD-MM-YYYY (the picker's format) or YYYY-MM-DD (how Drupal stores min and max); null if neither. */
export function parseDate(text: string): CalendarDate | null {
  const t = text.trim();
  let m = PICKER_DATE.exec(t);
  if (m) return calendarDate(Number(m[3]), Number(m[2]), Number(m[1]));
  m = ISO_DATE.exec(t);
  if (m) return calendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
  return null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The picker's DD-MM-YYYY. */
export function formatDate(date: CalendarDate): string {
  return `${pad(date.day)}-${pad(date.month)}-${pad(date.year, 4)}`;
}

/** YYYY-MM-DD, as the content service stores a date. */
export function isoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

export function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;
}

/** 0 (Sunday) to 6. */
export function weekday(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** Whether a text is YYYY-MM-DDTHH:mm with a real date and a 24-hour time. */
export function isDateTime(text: string): boolean {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(text.trim());
  return m !== null && parseDate(m[1] ?? "") !== null && Number(m[2]) <= 23 && Number(m[3]) <= 59;
}
