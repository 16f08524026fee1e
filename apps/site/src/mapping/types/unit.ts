import type { Resource } from "@/tide/types";
import { isRecord, isString, list, num, richText, str } from "../attributes";
import { htmlToText, sanitiseHtml } from "../html";
import type { Relations } from "../relations";
import { catalogueLinks, termNames, type CatalogueLink } from "./catalogue-links";

export interface UnitAssessment {
  type: string;
  /** Percentage of the final grade, when given. */
  weight: number | null;
  description: string;
}

/** The unit page (`/units/{CODE}`): what a student needs to decide on and plan a unit. */
export interface UnitView {
  uuid: string;
  title: string;
  code: string;
  creditPoints: number | null;
  /** Year level from the code's first digit (1–3 undergraduate, 5–6 postgraduate). */
  level: number | null;
  studyLevel: string | null;
  studyArea: string | null;
  studyPeriods: string[];
  locations: string[];
  summary: string | null;
  overviewHtml: string;
  learningOutcomes: string[];
  assessments: UnitAssessment[];
  prerequisites: CatalogueLink[];
  courses: CatalogueLink[];
  /** The majors, minors and cores that include it. */
  unitSets: CatalogueLink[];
}

function assessment(x: unknown): UnitAssessment | null {
  if (!isRecord(x)) return null;
  const type = typeof x.type === "string" ? x.type.trim() : "";
  const description = typeof x.description === "string" ? x.description.trim() : "";
  if (!type && !description) return null;
  const w = typeof x.weight === "string" ? Number(x.weight) : x.weight;
  return { type: type || "Assessment", weight: typeof w === "number" && Number.isFinite(w) ? w : null, description };
}

/** Maps a node--unit with its included relationships, and the unit sets found to include it. Missing fields give empty parts, never a crash. */
export function unitView(node: Resource, rel: Relations, unitSets: readonly Resource[] = []): UnitView {
  const a = node.attributes;
  const summary = str(a, "field_landing_page_summary");
  return {
    uuid: node.id,
    title: str(a, "title") ?? "Untitled unit",
    code: str(a, "field_unit_code") ?? "",
    creditPoints: num(node.attributes, "field_unit_credit_points"),
    level: num(node.attributes, "field_unit_level"),
    studyLevel: termNames([rel.one(node, "field_unit_study_level")].filter((t): t is Resource => t !== null))[0] ?? null,
    studyArea: termNames([rel.one(node, "field_study_area")].filter((t): t is Resource => t !== null))[0] ?? null,
    studyPeriods: list(a, "field_unit_study_period", isString).filter((s) => s.trim() !== ""),
    locations: termNames(rel.many(node, "field_unit_locations")),
    summary: summary ? htmlToText(summary) : null,
    overviewHtml: sanitiseHtml(richText(a, "field_unit_overview")),
    learningOutcomes: list(a, "field_unit_learning_outcomes", isString).filter((s) => s.trim() !== ""),
    assessments: (Array.isArray(a.field_unit_assessments) ? a.field_unit_assessments : []).map(assessment).filter((x): x is UnitAssessment => x !== null),
    prerequisites: catalogueLinks(rel.many(node, "field_unit_prerequisites")),
    courses: catalogueLinks(rel.many(node, "field_unit_courses"), (c) => str(c.attributes, "field_course_level_label")),
    unitSets: catalogueLinks([...unitSets], (s) => str(s.attributes, "field_unit_set_type")),
  };
}

/** Includes the unit page needs in one request. */
export const UNIT_INCLUDE = "field_unit_study_level,field_study_area,field_unit_locations,field_unit_prerequisites,field_unit_courses";
