const TIME_ZONE = "Australia/Melbourne";

const dateFormat = new Intl.DateTimeFormat("en-AU", { timeZone: TIME_ZONE, day: "numeric", month: "long", year: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-AU", {
  timeZone: TIME_ZONE, weekday: "long", day: "numeric", month: "long", year: "numeric", hour: "numeric", minute: "2-digit",
});

/** "22 November 2026" in Melbourne time; null for a missing or unparseable value. */
export function formatDate(iso: string | null | undefined): string | null {
  const t = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(t) ? null : dateFormat.format(t);
}

/** "Sunday 22 November 2026 at 9:00 am" in Melbourne time. */
export function formatDateTime(iso: string | null | undefined): string | null {
  const t = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(t) ? null : dateTimeFormat.format(t);
}
