import type { StoredIdentifier } from "../../db/schema.ts";
import type { ResourceRow } from "../types.ts";

/** What each of a scholarship's relationship fields must point at (content/catalogue/FIELDS.md). */
export const SCHOLARSHIP_TARGETS: Readonly<Record<string, string>> = {
  field_scholarship_support: "taxonomy_term--scholarship_support",
  field_scholarship_study_level: "taxonomy_term--study_level",
  field_scholarship_study_area: "taxonomy_term--study_area",
  field_scholarship_courses: "node--course",
  field_scholarship_equity_group: "taxonomy_term--equity_group",
  field_scholarship_webform: "webform--webform",
};

const LIST_VALUES: Readonly<Record<string, readonly string[]>> = {
  field_scholarship_audience: ["domestic", "international"],
  field_scholarship_year_of_study: ["commencing", "continuing"],
};
const FREQUENCIES = ["one_off", "per_year", "per_semester", "per_fortnight"];
const SELECTIONS = ["automatic", "application"];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function targets(row: ResourceRow, field: string): StoredIdentifier[] {
  const data = row.relationships[field]?.data;
  if (data === undefined || data === null) return [];
  return Array.isArray(data) ? data : [data];
}

function optionalDate(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  return typeof value === "string" && DATE.test(value) ? value : undefined;
}

/**
 * Problems of the scholarships: a relationship to the wrong kind of record (a course that is a page, a term of
 * another vocabulary), a value outside its list, a date that is not `YYYY-MM-DD` or an open date after the close
 * date. (A reference to a record that does not exist is already a problem of the relationships.)
 */
export function scholarshipProblems(resources: readonly ResourceRow[]): string[] {
  const problems: string[] = [];
  for (const row of resources) {
    if (row.type !== "node--scholarship" || row.entityType !== "node") continue;
    const name = `node--scholarship ${String(row.attributes.title)} (${row.pathAlias ?? row.uuid})`;
    for (const [field, type] of Object.entries(SCHOLARSHIP_TARGETS)) {
      for (const target of targets(row, field)) {
        if (target.type !== type) problems.push(`${name}: ${field} must point at ${type}, not ${target.type}`);
      }
    }
    const a = row.attributes;
    if (typeof a.field_scholarship_value_text !== "string" || a.field_scholarship_value_text.trim() === "") {
      problems.push(`${name}: field_scholarship_value_text is required`);
    }
    if (!SELECTIONS.includes(String(a.field_scholarship_selection))) {
      problems.push(`${name}: field_scholarship_selection must be one of ${SELECTIONS.join(", ")}`);
    }
    if (a.field_scholarship_frequency != null && !FREQUENCIES.includes(String(a.field_scholarship_frequency))) {
      problems.push(`${name}: field_scholarship_frequency must be one of ${FREQUENCIES.join(", ")}`);
    }
    for (const [field, allowed] of Object.entries(LIST_VALUES)) {
      const values: unknown = a[field] ?? [];
      if (!Array.isArray(values) || values.some((value) => !allowed.includes(String(value)))) {
        problems.push(`${name}: ${field} must be a list of ${allowed.join(", ")}`);
      }
    }
    const open = optionalDate(a.field_scholarship_open_date);
    const close = optionalDate(a.field_scholarship_close_date);
    if (open === undefined) problems.push(`${name}: field_scholarship_open_date must be a date YYYY-MM-DD or null`);
    if (close === undefined) problems.push(`${name}: field_scholarship_close_date must be a date YYYY-MM-DD or null`);
    if (typeof open === "string" && typeof close === "string" && open > close) {
      problems.push(`${name}: field_scholarship_open_date ${open} is after field_scholarship_close_date ${close}`);
    }
  }
  return problems;
}
