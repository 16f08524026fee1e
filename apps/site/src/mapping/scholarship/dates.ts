import { endOfUniversityDay, startOfUniversityDay } from "../course/university-time";

/*
 * A scholarship's dates are days in the university's time zone (Australia/Melbourne): applications open at the
 * start of the open day and close at the end of the close day (the last day applications are accepted, up to
 * 23:59 that day), whatever the visitor's clock says. No close date means always open.
 */
const TIME_ZONE = "Australia/Melbourne";
/** A scholarship closing within this many days is "Closing soon". */
export const CLOSING_SOON_DAYS = 14;

const dayKey = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
const dayLabel = new Intl.DateTimeFormat("en-AU", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" });

/** Today in Melbourne as `YYYY-MM-DD`. */
export function universityToday(now: number): string {
  return dayKey.format(now);
}

/** `YYYY-MM-DD` as the search service's `yyyymmdd`. */
export function compactDay(day: string): string {
  return day.replaceAll("-", "");
}

/** A day as `YYYY-MM-DD`, read from `YYYY-MM-DD` (content) or `yyyymmdd` (search metadata); null otherwise. */
export function readDay(value: string | null | undefined): string | null {
  const v = (value ?? "").trim();
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(v);
  if (!m) return null;
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  return startOfUniversityDay(day) === null || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? null : day;
}

/** The search service's stand-in for "always open" (contract: `closeDate` 99991231). */
const ALWAYS_OPEN = "9999-12-31";

/** "12 December 2026". */
export function formatDay(day: string): string {
  return dayLabel.format(Date.parse(`${day}T00:00:00Z`));
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export type ScholarshipDateKind = "opens" | "open" | "closing-soon" | "closed" | "always-open";

export interface ScholarshipDateState {
  kind: ScholarshipDateKind;
  /** What a card and the page say: "Closes 12 December 2026", "Closing soon: closes in 5 days", "Closed"… */
  label: string;
  /** The close day (`YYYY-MM-DD`), when there is one. */
  closes: string | null;
  /** The open day, when applications have not opened yet. */
  opens: string | null;
  /** Whole days until applications close (0 on the last day), while open. */
  daysLeft: number | null;
}

function closingSoonLabel(daysLeft: number): string {
  if (daysLeft === 0) return "Closing soon: closes today";
  if (daysLeft === 1) return "Closing soon: closes tomorrow";
  return `Closing soon: closes in ${daysLeft} days`;
}

/**
 * Where a scholarship's applications stand at `now`: not open yet ("Opens 1 March 2027"), open ("Closes 12
 * December 2026"), closing within 14 days ("Closing soon: closes in 5 days"), "Closed" after the end of the
 * close day, or "Always open" with no close date. Dates are `YYYY-MM-DD` or `yyyymmdd`. Pure.
 */
export function scholarshipDateState(dates: { opens: string | null | undefined; closes: string | null | undefined }, now: number): ScholarshipDateState {
  const today = universityToday(now);
  const opensDay = readDay(dates.opens);
  const closesDay = readDay(dates.closes);
  const closes = closesDay === ALWAYS_OPEN ? null : closesDay;
  const notYet = opensDay !== null && (startOfUniversityDay(opensDay) ?? 0) > now;
  if (closes !== null && (endOfUniversityDay(closes) ?? Number.POSITIVE_INFINITY) < now) {
    return { kind: "closed", label: "Closed", closes, opens: null, daysLeft: null };
  }
  if (notYet && opensDay !== null) {
    return { kind: "opens", label: `Opens ${formatDay(opensDay)}`, closes, opens: opensDay, daysLeft: null };
  }
  if (closes === null) return { kind: "always-open", label: "Always open", closes: null, opens: null, daysLeft: null };
  const daysLeft = Math.max(daysBetween(today, closes), 0);
  return daysLeft <= CLOSING_SOON_DAYS
    ? { kind: "closing-soon", label: closingSoonLabel(daysLeft), closes, opens: null, daysLeft }
    : { kind: "open", label: `Closes ${formatDay(closes)}`, closes, opens: null, daysLeft };
}
