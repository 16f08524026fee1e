import { isRecord, type Attributes } from "../attributes";
import { formatDate } from "../dates";
import type { Audience } from "@/config/audience";
import { endOfUniversityDay, startOfUniversityDay } from "./university-time";

/** Where applications for one intake stand at a moment. */
export type ApplicationState = "not-yet-open" | "open" | "closing-soon" | "closed";

/** Applications close 'soon' within this many days of their last day. */
export const CLOSING_SOON_DAYS = 14;

export interface ApplicationDates {
  /** `YYYY-MM-DD` of the intake, and as the page says it. */
  intake: string;
  intakeLabel: string;
  opens: string;
  opensLabel: string;
  closes: string;
  closesLabel: string;
  state: ApplicationState;
  /** What the state means for a visitor, in one short phrase. */
  stateLabel: string;
}

const DAY_MS = 86_400_000;
const day = (v: unknown): string | null => (typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v.slice(0, 10)) ? v.slice(0, 10) : null);
const label = (d: string) => formatDate(`${d}T12:00:00+10:00`) ?? d;

/** The state of an application window at `now`, by the university's days (opening midnight to closing midnight). */
export function applicationState(opens: string, closes: string, now: number): ApplicationState | null {
  const start = startOfUniversityDay(opens);
  const end = endOfUniversityDay(closes);
  if (start === null || end === null || end < start) return null;
  if (now < start) return "not-yet-open";
  if (now > end) return "closed";
  return end - now < CLOSING_SOON_DAYS * DAY_MS ? "closing-soon" : "open";
}

function stateLabel(state: ApplicationState, opensLabel: string, closes: string, now: number): string {
  switch (state) {
    case "not-yet-open":
      return `Opens ${opensLabel}`;
    case "closed":
      return "Applications closed";
    case "open":
      return "Applications open";
    case "closing-soon": {
      const left = Math.ceil(((endOfUniversityDay(closes) ?? now) - now) / DAY_MS);
      return left <= 1 ? "Closing today" : `Closing soon: ${left} days left`;
    }
  }
}

/**
 * A course's application windows for one audience (`field_course_application_dates`: `{ intake, opens, closes,
 * audience? }[]`; an entry without an audience is for everyone, and one for this audience wins over it), in
 * intake order, each with its state at `now`. Entries it cannot read are left out. Pure.
 */
export function applicationDates(a: Attributes, audience: Audience, now: number): ApplicationDates[] {
  const raw = Array.isArray(a.field_course_application_dates) ? a.field_course_application_dates : [];
  const byIntake = new Map<string, { intake: string; opens: string; closes: string; own: boolean }>();
  for (const entry of raw) {
    if (!isRecord(entry)) continue;
    const intake = day(entry.intake);
    const opens = day(entry.opens);
    const closes = day(entry.closes);
    const who = entry.audience === "domestic" || entry.audience === "international" ? entry.audience : null;
    if (!intake || !opens || !closes || (who !== null && who !== audience)) continue;
    const known = byIntake.get(intake);
    if (known && known.own && who === null) continue;
    byIntake.set(intake, { intake, opens, closes, own: who !== null });
  }
  return [...byIntake.values()]
    .sort((x, y) => x.intake.localeCompare(y.intake))
    .flatMap(({ intake, opens, closes }) => {
      const state = applicationState(opens, closes, now);
      if (state === null) return [];
      const opensLabel = label(opens);
      return [{ intake, intakeLabel: label(intake), opens, opensLabel, closes, closesLabel: label(closes), state, stateLabel: stateLabel(state, opensLabel, closes, now) }];
    });
}
