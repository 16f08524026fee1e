/* The date-time field formats of spec §5: date DD-MM-YYYY (validators.ts), time hh:mm A, datetime
 * YYYY-MM-DDTHH:mm. Browsers' time inputs speak 24-hour HH:mm, so the time format converts both ways. */
import { parseDate, type ValidationResult } from "./validators";

export interface ClockTime {
  hours: number;
  minutes: number;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "02:30 PM" → { hours: 14, minutes: 30 }; null unless exactly hh:mm A. */
export function parseTime(text: string): ClockTime | null {
  const m = /^(\d{2}):(\d{2}) (AM|PM)$/i.exec(text.trim());
  if (!m) return null;
  const hour12 = Number(m[1]);
  const minutes = Number(m[2]);
  if (hour12 < 1 || hour12 > 12 || minutes > 59) return null;
  const pm = m[3]?.toUpperCase() === "PM";
  return { hours: (hour12 % 12) + (pm ? 12 : 0), minutes };
}

/** { hours: 0, minutes: 5 } → "12:05 AM". */
export function formatTime({ hours, minutes }: ClockTime): string {
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${pad(hour12)}:${pad(minutes)} ${hours < 12 ? "AM" : "PM"}`;
}

/** A time input's "14:30" → "02:30 PM"; null when it is not HH:mm. */
export function fromTimeInput(value: string): string | null {
  const m = /^(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  return formatTime({ hours: Number(m[1]), minutes: Number(m[2]) });
}

/** "02:30 PM" → "14:30" for a time input; null when it is not hh:mm A. */
export function toTimeInput(value: string): string | null {
  const t = parseTime(value);
  return t === null ? null : `${pad(t.hours)}:${pad(t.minutes)}`;
}

export function timeError(value: unknown): ValidationResult {
  if (value === null || value === undefined || value === "") return null;
  return typeof value === "string" && parseTime(value) !== null ? null : "Enter a time like 09:30 AM.";
}

/** YYYY-MM-DDTHH:mm, a real date and a 24-hour time. */
export function dateTimeError(value: unknown): ValidationResult {
  if (value === null || value === undefined || value === "") return null;
  const m = typeof value === "string" ? /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value.trim()) : null;
  const ok = m !== null && parseDate(m[1] ?? "") !== null && Number(m[2]) <= 23 && Number(m[3]) <= 59;
  return ok ? null : "Enter a date and time like 2027-03-01T09:30.";
}
