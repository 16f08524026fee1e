/* Dates the university publishes (application opening and closing days) are days in its own time zone: a
 * day opens at midnight in Melbourne and closes at the end of that day, whatever the visitor's clock says. */
const TIME_ZONE = "Australia/Melbourne";

const hourIn = new Intl.DateTimeFormat("en-AU", { timeZone: TIME_ZONE, hour: "numeric", hourCycle: "h23" });

/** Midnight starting a `YYYY-MM-DD` day in Melbourne, as epoch milliseconds; null for anything else. */
export function startOfUniversityDay(day: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  // Melbourne is ten hours ahead of UTC in winter and eleven in summer: the offset whose midnight reads as 0 h.
  for (const offset of ["+11:00", "+10:00"]) {
    const t = Date.parse(`${day}T00:00:00${offset}`);
    if (Number.isNaN(t)) return null;
    if (Number(hourIn.format(t)) === 0) return t;
  }
  return Date.parse(`${day}T00:00:00+10:00`);
}

/** The last millisecond of a `YYYY-MM-DD` day in Melbourne; null for anything else. */
export function endOfUniversityDay(day: string): number | null {
  const start = startOfUniversityDay(day);
  if (start === null) return null;
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  const nextStart = startOfUniversityDay(next);
  return nextStart === null ? null : nextStart - 1;
}
