/* The fee estimate of a course page: what a year and the whole course cost for one audience, place and study
 * load, from the content's indicative yearly fee. Pure, so the server's answer (no scripts) and the page's
 * instant one (with them) are the same numbers. */

export type StudyLoad = "full-time" | "part-time";
/** A domestic student's place: Commonwealth supported (a student contribution) or full fee. */
export type PlaceKind = "csp" | "full-fee" | "international";

/** A part-time load is half a full-time one: half the fee a year, twice the years. */
export const PART_TIME_SHARE = 0.5;

export interface FeeEstimateInput {
  /** The indicative fee of one full-time year. */
  annual: number;
  /** How long the course takes full time, in years; null when the content does not say. */
  durationYears: number | null;
  load: StudyLoad;
}

export interface FeeEstimate {
  perYear: number;
  /** Years of study at this load; null when the duration is unknown. */
  years: number | null;
  /** The whole course; null when the duration is unknown. */
  total: number | null;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** The estimate for one load; fees are indicative and for the year they name, so no rise is guessed at. */
export function estimateFee({ annual, durationYears, load }: FeeEstimateInput): FeeEstimate {
  const share = load === "part-time" ? PART_TIME_SHARE : 1;
  const years = durationYears !== null && durationYears > 0 ? durationYears / share : null;
  return { perYear: cents(annual * share), years, total: years === null ? null : cents(annual * (durationYears ?? 0)) };
}

/** "3 years", "1.5 years", "1 year", "6 months" for a number of years. */
export function yearsLabel(years: number): string {
  if (years < 1) {
    const months = Math.round(years * 12);
    return `${months} month${months === 1 ? "" : "s"}`;
  }
  const rounded = Math.round(years * 10) / 10;
  return `${rounded} year${rounded === 1 ? "" : "s"}`;
}

export const isStudyLoad = (v: unknown): v is StudyLoad => v === "full-time" || v === "part-time";
