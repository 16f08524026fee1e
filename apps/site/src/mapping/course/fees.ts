import { num, str, type Attributes } from "../attributes";
import type { Audience } from "@/config/audience";
import { estimateFee, type PlaceKind } from "./fee-estimate";

/** One kind of place and what it costs: a full-time year, and the whole course when its length is known. */
export interface FeeLine {
  kind: PlaceKind;
  label: string;
  annual: number;
  total: number | null;
}

/** A course's indicative fees for one audience (the figures of `field_course_fee_*`). */
export interface CourseFees {
  /** The year the figures are for. */
  year: number | null;
  durationYears: number | null;
  lines: FeeLine[];
  /** A short course: its figure is the price of the whole course, not of a year (no estimate by load). */
  perCourse: boolean;
}

const positive = (a: Attributes, key: string): number | null => {
  const n = num(a, key);
  return n !== null && n > 0 ? n : null;
};

/**
 * The fee lines a course page shows one audience: a domestic student sees a Commonwealth supported place and a
 * full-fee place where each exists (for the polytechnic, the full fee before any government subsidy); an
 * international student the international fee. A short course's figure is its price (`field_course_fee_domestic_annual`
 * holds it, FIELDS.md). Null when the content gives no figure. Pure.
 */
export function courseFees(a: Attributes, audience: Audience): CourseFees | null {
  const durationYears = positive(a, "field_course_duration_years");
  const line = (kind: PlaceKind, label: string, annual: number | null): FeeLine[] =>
    annual === null ? [] : [{ kind, label, annual, total: estimateFee({ annual, durationYears, load: "full-time" }).total }];
  const polytechnic = (str(a, "field_course_provider") ?? "").toLowerCase() === "polytechnic";
  const perCourse = (str(a, "field_course_aqf_level") ?? "").toLowerCase().startsWith("short course");
  const lines = audience === "international"
    ? line("international", "International student", positive(a, "field_course_fee_international_annual"))
    : [
        ...line("csp", "Commonwealth supported place (student contribution)", positive(a, "field_course_fee_csp_annual")),
        ...line("full-fee", perCourse ? "Course fee" : polytechnic ? "Full fee (before any government subsidy)" : "Full-fee place",
          positive(a, "field_course_fee_domestic_annual")),
      ];
  if (lines.length === 0) return null;
  return { year: positive(a, "field_course_fee_year"), durationYears, lines: perCourse ? lines.map((l) => ({ ...l, total: l.annual })) : lines, perCourse };
}
