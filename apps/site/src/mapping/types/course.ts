import type { Audience } from "@/config/audience";
import type { Resource } from "@/tide/types";
import { bool, isString, list, str } from "../attributes";
import { formatDate } from "../dates";
import { firstAmount } from "../format/money";
import { sanitiseHtml } from "../html";
import { richText } from "../attributes";
import type { LinkModel } from "../link";
import type { Relations } from "../relations";
import { applyOption, type ApplyOption } from "../course/apply";
import { entryFigures, type EntryFigures } from "../course/entry";
import { courseFees, type CourseFees } from "../course/fees";
import { applicationDates, type ApplicationDates } from "../course/key-dates";
import { courseStructure, type CourseStructure } from "../course/structure";
import type { ScholarshipCardView } from "../scholarship/card";

/** A course page's "Scholarships you could apply for": the first few open ones, and the finder narrowed to the course. */
export interface CourseScholarships {
  cards: ScholarshipCardView[];
  /** How many there are in all. */
  total: number;
  /** `/scholarships?course={code}` (with the audience). */
  href: string;
}

export interface CourseFacts {
  code: string | null;
  levelLabel: string;
  studyLevel: string | null;
  duration: string | null;
  creditPoints: number | null;
  nextIntake: string | null;
  intakes: string[];
  studyModes: string[];
  deliveryModes: string[];
  campuses: string[];
}

export interface CourseDetail {
  type: "course";
  facts: CourseFacts;
  audience: Audience;
  /** This page's path: the course's own, or its international variant's. */
  path: string;
  /** The same course for the other audience, when the course is offered to both. */
  otherAudience: { label: string; href: string } | null;
  fees: { text: string; amount: string | null } | null;
  cricosCode: string | null;
  studyAreas: LinkModel[];
  overviewHtml: string;
  careersHtml: string;
  entryHtml: string;
  structureHtml: string;
  /** The course's id, for its key dates' calendar file. */
  uuid: string;
  /** Where this audience applies; null when the content names nowhere. */
  apply: ApplyOption | null;
  /** The indicative fees of this audience, as figures (the estimate works from them). */
  feeFigures: CourseFees | null;
  entry: EntryFigures | null;
  /** Applications per intake, for this audience, with their state when the page was made. */
  applicationDates: ApplicationDates[];
  structure: CourseStructure | null;
  /** Filled in by the resolver from the search service; null when there are none or the service could not say. */
  scholarships: CourseScholarships | null;
}

/**
 * Level label of spec §9: Research for Doctoral and Masters (Research), TAFE when the provider is the
 * polytechnic, Short course (non-award) for short courses, Postgraduate for other graduate levels, else
 * Undergraduate. An editor's explicit label wins.
 */
export function courseLevelLabel(aqfLevel: string | null, provider: string | null, explicit?: string | null): string {
  if (explicit?.trim()) return explicit.trim();
  const aqf = (aqfLevel ?? "").toLowerCase();
  if (aqf === "doctoral" || aqf === "masters (research)") return "Research";
  if (aqf.startsWith("short course")) return "Short course (non-award)";
  if ((provider ?? "").toLowerCase() === "polytechnic") return "TAFE";
  if (aqf.startsWith("graduate") || aqf.startsWith("masters") || aqf === "postgraduate") return "Postgraduate";
  return "Undergraduate";
}

const strings = (a: Resource["attributes"], k: string) => list(a, k, isString).map((s) => s.trim()).filter(Boolean);
const names = (rs: Resource[]) => rs.map((r) => str(r.attributes, "name") ?? "").filter(Boolean);
/** A dated intake reads as a date; a month name ("July") as written. */
const intakeLabel = (v: string) => (/^\d{4}-\d{2}-\d{2}/.test(v) ? (formatDate(`${v.slice(0, 10)}T00:00:00+10:00`) ?? v) : v);
const aliasOf = (r: Resource): string | null => {
  const p = r.attributes.path;
  return p && typeof p === "object" && isString((p as { alias?: unknown }).alias) ? (p as { alias: string }).alias : null;
};

export function courseDetail(node: Resource, rel: Relations, opts: { audience: Audience; path: string; now?: number }): CourseDetail {
  const a = node.attributes;
  const international = opts.audience === "international";
  const offered = bool(a, "field_course_international");
  const credit = Number(a.field_course_credit_points);
  const basePath = (aliasOf(node) ?? opts.path).replace(/\/international$/, "");
  const feeText = str(a, international ? "field_course_fees_international" : "field_course_fees_domestic")?.trim() || null;
  return {
    type: "course",
    facts: {
      code: str(a, "field_course_code"),
      levelLabel: courseLevelLabel(str(a, "field_course_aqf_level"), str(a, "field_course_provider"), str(a, "field_course_level_label")),
      studyLevel: names([rel.one(node, "field_course_study_level")].filter((r): r is Resource => r !== null))[0] ?? null,
      duration: str(a, "field_course_duration"),
      creditPoints: a.field_course_credit_points !== null && Number.isFinite(credit) && credit > 0 ? credit : null,
      nextIntake: intakeLabel(str(a, "field_course_next_intake") ?? "") || null,
      intakes: strings(a, "field_course_intakes").map(intakeLabel),
      studyModes: strings(a, "field_course_study_mode"),
      deliveryModes: strings(a, "field_course_delivery_mode"),
      campuses: names(rel.many(node, "field_course_campuses")),
    },
    audience: opts.audience,
    path: international ? `${basePath}/international` : basePath,
    otherAudience: offered
      ? international
        ? { label: "View this course for Australian students", href: basePath }
        : { label: "View this course for international students", href: `${basePath}/international` }
      : null,
    fees: feeText ? { text: feeText, amount: firstAmount(feeText) } : null,
    cricosCode: international ? str(a, "field_course_cricos_code") : null,
    studyAreas: rel.many(node, "field_study_area").flatMap((t) => {
      const title = str(t.attributes, "name");
      const href = aliasOf(t);
      return title && href ? [{ title, uri: href }] : [];
    }),
    overviewHtml: sanitiseHtml(richText(a, "field_course_overview")),
    careersHtml: sanitiseHtml(richText(a, "field_course_careers")),
    entryHtml: sanitiseHtml(richText(a, "field_course_entry_requirements")),
    structureHtml: sanitiseHtml(richText(a, "field_course_structure")),
    uuid: node.id,
    apply: applyOption(a, opts.audience),
    feeFigures: courseFees(a, opts.audience),
    entry: entryFigures(a, opts.audience),
    applicationDates: applicationDates(a, opts.audience, opts.now ?? Date.now()),
    structure: courseStructure(node, rel),
    scholarships: null,
  };
}
