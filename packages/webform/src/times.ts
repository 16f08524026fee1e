/* The time format of spec §5, hh:mm A. Browsers' time inputs speak 24-hour HH:mm, so it converts both ways. */

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

/** Any time a person or a client may send ("2:30 pm", "02:30 PM", "14:30") in the site's format, "02:30 PM";
 * null when it is not a time. The content service stores this; it accepts everything `parseTime` does. */
export function normaliseTime(text: string): string | null {
  const m = /^(\d{1,2}):(\d{2})(?:\s*([AaPp][Mm]))?$/.exec(text.trim());
  if (m === null) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  const half = m[3]?.toUpperCase();
  if (minutes > 59 || (half === undefined ? hours > 23 : hours < 1 || hours > 12)) return null;
  const hours24 = half === undefined ? hours : (hours % 12) + (half === "PM" ? 12 : 0);
  return formatTime({ hours: hours24, minutes });
}
