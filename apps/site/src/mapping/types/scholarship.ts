import type { Resource } from "@/tide/types";
import { isString, list, num, str } from "../attributes";
import { nodePath } from "../node-path";
import { callToAction, type CallToAction } from "../outputs/call-to-action";
import { webformOf, type EmbeddedWebformView } from "../paragraphs/embedded-webform";
import type { Relations } from "../relations";
import { audienceText, SELECTION_LABELS } from "../scholarship/card";
import { formatDay, readDay, scholarshipDateState, type ScholarshipDateState } from "../scholarship/dates";
import { courseLevelLabel } from "./course";

/** A course a scholarship is tied to, as a link with its level. */
export interface ScholarshipCourse {
  title: string;
  href: string;
  code: string | null;
  levelLabel: string;
}

export interface ScholarshipDetail {
  type: "scholarship";
  /** The node's id: its close date's calendar file. */
  uuid: string;
  /** "$5,000 a year", shown first and largest. */
  valueText: string | null;
  /** The annual (or one-off) amount in AUD, for structured data; null when not a sum of money. */
  valueAmount: number | null;
  /** "a year", "each semester", "once"… */
  frequency: string | null;
  durationYears: number | null;
  support: string | null;
  /** "Australian and international students", "International students". */
  audience: string;
  audiences: ("domestic" | "international")[];
  /** Empty: every level (or area) is welcome. */
  studyLevels: string[];
  studyAreas: string[];
  equityGroups: string[];
  /** "Commencing students", "Continuing students", or null for any year. */
  yearOfStudy: string | null;
  selection: string | null;
  /** One criterion a line, read as a checklist. */
  eligibility: string[];
  date: ScholarshipDateState;
  /** "1 August 2026" and "12 December 2026", when set. */
  opensLabel: string | null;
  closesLabel: string | null;
  /** Where to apply (the link field), or null. */
  apply: CallToAction | null;
  /** Our own application form, when the scholarship names one. */
  webform: EmbeddedWebformView | null;
  awards: number | null;
  courses: ScholarshipCourse[];
}

const FREQUENCIES: Readonly<Record<string, string>> = { one_off: "once", per_year: "a year", per_semester: "a semester", per_fortnight: "a fortnight" };
const YEARS: Readonly<Record<string, string>> = { commencing: "Commencing students", continuing: "Continuing students" };
const names = (rs: Resource[]) => rs.map((r) => str(r.attributes, "name") ?? "").filter(Boolean);

/** Who may apply by year of study: none or both is any year. */
function yearOfStudy(values: string[]): string | null {
  const known = values.filter((v) => YEARS[v]);
  return known.length === 1 && known[0] ? (YEARS[known[0]] ?? null) : null;
}

/** A node--scholarship as its page shows it, at `now` (its date state). Pure. */
export function scholarshipDetail(node: Resource, rel: Relations, now: number): ScholarshipDetail {
  const a = node.attributes;
  const opens = readDay(str(a, "field_scholarship_open_date"));
  const closes = readDay(str(a, "field_scholarship_close_date"));
  const audiences = list(a, "field_scholarship_audience", isString).filter((v): v is "domestic" | "international" => v === "domestic" || v === "international");
  const webformNode = rel.one(node, "field_scholarship_webform");
  const form = webformOf(webformNode);
  return {
    type: "scholarship",
    uuid: node.id,
    valueText: str(a, "field_scholarship_value_text"),
    valueAmount: num(a, "field_scholarship_value_amount"),
    frequency: FREQUENCIES[str(a, "field_scholarship_frequency") ?? ""] ?? null,
    durationYears: num(a, "field_scholarship_duration_years"),
    support: names([rel.one(node, "field_scholarship_support")].filter((r): r is Resource => r !== null))[0] ?? null,
    audience: audienceText(audiences),
    audiences,
    studyLevels: names(rel.many(node, "field_scholarship_study_level")),
    studyAreas: names(rel.many(node, "field_scholarship_study_area")),
    equityGroups: names(rel.many(node, "field_scholarship_equity_group")),
    yearOfStudy: yearOfStudy(list(a, "field_scholarship_year_of_study", isString)),
    selection: SELECTION_LABELS[str(a, "field_scholarship_selection") ?? ""] ?? null,
    eligibility: list(a, "field_scholarship_eligibility", isString).map((s) => s.trim()).filter(Boolean),
    date: scholarshipDateState({ opens, closes }, now),
    opensLabel: opens ? formatDay(opens) : null,
    closesLabel: closes ? formatDay(closes) : null,
    apply: callToAction(a, "field_scholarship_apply_link", "Apply now"),
    webform: webformNode && form ? { type: "webform", id: webformNode.id, title: null, form } : null,
    awards: num(a, "field_scholarship_awards"),
    courses: rel.many(node, "field_scholarship_courses").map((c) => ({
      title: str(c.attributes, "title") ?? "Course",
      href: nodePath(c),
      code: str(c.attributes, "field_course_code"),
      levelLabel: courseLevelLabel(str(c.attributes, "field_course_aqf_level"), str(c.attributes, "field_course_provider"), str(c.attributes, "field_course_level_label")),
    })),
  };
}
