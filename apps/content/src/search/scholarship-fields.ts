import type { Attributes, StoredIdentifier } from "../db/schema.ts";
import { STUDENT_TYPE_LABELS, STUDY_LEVEL_LABELS } from "./facets.ts";
import { ALWAYS_OPEN_CLOSE_DATE, compactDate, valueSort } from "./scholarship-value.ts";
import type { IndexedResource, RelatedLookup, RelatedResource } from "./indexed-resource.ts";

/** A study level term's machine name → the course finder's label of it. */
const LEVEL_LABELS: Readonly<Record<string, string>> = {
  bachelor: "Undergraduate", postgraduate: "Postgraduate", tafe: "TAFE", "short-course": "Short course (non-award)",
};
const POSTGRADUATE_LABELS = new Set(["Postgraduate", "Research"]);
const AUDIENCES: readonly [string, string][] = [["domestic", STUDENT_TYPE_LABELS[0]], ["international", STUDENT_TYPE_LABELS[1]]];
const SELECTION_LABELS: Readonly<Record<string, string>> = { automatic: "Automatic", application: "By application" };

export interface ScholarshipIndex {
  meta: Record<string, string>;
  facets: Record<string, string[]>;
  keywords: string[];
}

function text(value: unknown): string | null {
  if (typeof value === "string") return value.trim() === "" ? null : value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

function texts(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).flatMap((item) => { const one = text(item); return one === null ? [] : [one]; });
}

function targets(resource: IndexedResource, field: string): StoredIdentifier[] {
  const data = resource.relationships[field]?.data;
  return data === undefined || data === null ? [] : Array.isArray(data) ? data : [data];
}

function related(resource: IndexedResource, field: string, lookup: RelatedLookup): RelatedResource[] {
  return targets(resource, field).flatMap((id) => { const found = lookup.get(id.id); return found === undefined ? [] : [found]; });
}

const unique = (values: readonly string[]) => [...new Set(values)];
const nameOf = (term: RelatedResource) => text(term.attributes.name);
const names = (terms: readonly RelatedResource[]) => unique(terms.flatMap((term) => { const name = nameOf(term); return name === null ? [] : [name]; }));

/**
 * The level labels: each level term's label, where Postgraduate becomes the labels of the postgraduate courses it is
 * tied to (Research for a research degree); no level is every label (FIELDS.md "node--scholarship").
 */
function levelLabels(levels: readonly RelatedResource[], courseLabels: readonly string[]): string[] {
  if (levels.length === 0) return [...STUDY_LEVEL_LABELS];
  const postgraduate = unique(courseLabels.filter((label) => POSTGRADUATE_LABELS.has(label)));
  return unique(levels.flatMap((term) => {
    const label = LEVEL_LABELS[String(term.attributes.field_machine_name)] ?? nameOf(term);
    if (label === null) return [];
    return label === "Postgraduate" && postgraduate.length > 0 ? postgraduate : [label];
  }));
}

/**
 * What the search knows of a scholarship: its facets, each "every level/area/audience" expanded into every value
 * (as Funnelback would be fed it), its metaData (the contract's classes) and its keywords.
 */
export function scholarshipIndex(resource: IndexedResource, lookup: RelatedLookup): ScholarshipIndex {
  const a: Attributes = resource.attributes;
  const courses = targets(resource, "field_scholarship_courses").flatMap((id) => { const found = lookup.course(id.id); return found === undefined ? [] : [found]; });
  const levels = levelLabels(related(resource, "field_scholarship_study_level", lookup), courses.map((course) => course.levelLabel ?? ""));
  const chosenAreas = names(related(resource, "field_scholarship_study_area", lookup));
  const areas = chosenAreas.length > 0 ? chosenAreas : names(lookup.terms("taxonomy_term--study_area"));
  const given = texts(a.field_scholarship_audience);
  const audiences = AUDIENCES.filter(([key]) => given.length === 0 || given.includes(key));
  const support = names(related(resource, "field_scholarship_support", lookup));
  const equity = names(related(resource, "field_scholarship_equity_group", lookup));
  const selection = text(a.field_scholarship_selection);
  const valueText = text(a.field_scholarship_value_text) ?? "";
  const amount = typeof a.field_scholarship_value_amount === "number" ? a.field_scholarship_value_amount : null;
  const codes = unique(courses.flatMap((course) => (course.code === null ? [] : [course.code])));
  const meta: Record<string, string> = {
    closeDate: compactDate(a.field_scholarship_close_date) ?? ALWAYS_OPEN_CLOSE_DATE,
    openDate: compactDate(a.field_scholarship_open_date) ?? "",
    valueText,
    valueSort: valueSort({ amount, frequency: text(a.field_scholarship_frequency), valueText, support: support[0] ?? null }),
    support: support.join("|"),
    selection: selection ?? "",
    audience: audiences.map(([key]) => key).join("|"),
    courses: codes.length > 0 ? codes.join("|") : "any",
    studyLevel: levels.join("|"),
    studyTopicArea: areas.join("|"),
    equityGroup: equity.join("|"),
  };
  const summary = text(a.field_scholarship_summary);
  if (summary !== null) meta.c = summary;
  const awards = text(a.field_scholarship_awards);
  if (awards !== null) meta.awards = awards;
  for (const key of ["support", "equityGroup", "selection"]) if (meta[key] === "") delete meta[key];
  const selectionLabel = selection === null ? undefined : SELECTION_LABELS[selection];
  const facets: Record<string, string[]> = {
    studentType: audiences.map(([, label]) => label), studyLevel: levels, studyTopicArea: areas, support, equityGroup: equity,
    selection: selectionLabel === undefined ? [] : [selectionLabel],
  };
  return { meta, facets, keywords: [...support, ...equity, ...codes, ...chosenAreas, valueText].filter((word) => word !== "") };
}
