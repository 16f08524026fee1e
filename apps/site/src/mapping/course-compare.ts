import type { CompareQuery } from "@/routing/compare-query";
import { compareHref } from "@/routing/compare-query";
import type { Resource } from "@/tide/types";
import { bool, str } from "./attributes";
import { nodePath } from "./node-path";
import type { Relations } from "./relations";
import { courseDetail } from "./types/course";
import { entryFigures } from "./course/entry";
import { courseFees, type CourseFees } from "./course/fees";
import { formatMoney } from "./format/money";

/** What a cell says: plain text, or sanitised rich text (entry requirements). */
export type CompareCell = { text: string } | { html: string };

export interface CompareColumn {
  code: string;
  title: string;
  href: string;
  /** The same comparison without this course. */
  removeHref: string;
}

export interface CompareRow {
  id: string;
  label: string;
  /** One per column, in column order. */
  cells: CompareCell[];
}

export interface CompareView {
  columns: CompareColumn[];
  rows: CompareRow[];
  /** Codes asked for that no course has. */
  notFound: string[];
  /** Codes beyond the most that are compared at once. */
  extra: string[];
  /** Values that are not course codes (shortened). */
  malformed: string[];
  /** Whose fees the figures are, and the same comparison for the other audience. */
  audience: CompareQuery["audience"];
  audienceSwitch: { label: string; href: string };
}

/** A comparison, or the content service failing to give the courses. */
export type CompareOutcome = { kind: "compared"; view: CompareView } | { kind: "unavailable"; query: CompareQuery };

export const NOTHING = "—";
export const NOT_INTERNATIONAL = "Not offered to international students";

const text = (value: string | null | undefined): CompareCell => ({ text: value?.trim() || NOTHING });
const joined = (values: string[]): CompareCell => text(values.join(", "));

interface Compared {
  column: CompareColumn;
  cells: Record<string, CompareCell>;
}

const ROWS: [id: string, label: string][] = [
  ["level", "Study level"],
  ["duration", "Duration"],
  ["campuses", "Campuses"],
  ["study-mode", "Study mode"],
  ["delivery", "Delivery"],
  ["intakes", "Intakes"],
  ["next-intake", "Next intake"],
  ["fees-per-year", "Fees per year"],
  ["selection-rank", "Lowest selection rank"],
  ["domestic-fees", "Domestic fees"],
  ["international-fees", "International fees"],
  ["entry", "Entry requirements"],
  ["credit-points", "Credit points"],
  ["cricos", "CRICOS code"],
];

/** A year's fee of each kind of place the audience may have, "$17,194 (Commonwealth supported place, 2026)". */
function feesPerYear(fees: CourseFees | null): CompareCell {
  if (!fees) return text(null);
  const year = fees.year ? `, ${fees.year}` : "";
  return text(fees.lines.map((l) => `${formatMoney(l.annual) ?? l.annual} (${l.kind === "international" ? "a year" : l.label}${year})`).join("; "));
}

function compared(node: Resource, rel: Relations, removeHref: string, audience: CompareQuery["audience"]): Compared {
  const a = node.attributes;
  const href = nodePath(node);
  // The course page's own facts, read the same way (levels, formatted intakes, sanitised entry requirements).
  const { facts, fees, entryHtml } = courseDetail(node, rel, { audience: "domestic", path: href });
  const international = bool(a, "field_course_international");
  const entry = entryFigures(a, "domestic");
  return {
    column: { code: facts.code ?? "", title: str(a, "title") ?? facts.code ?? "", href, removeHref },
    cells: {
      level: text(facts.levelLabel),
      duration: text(facts.duration),
      campuses: joined(facts.campuses),
      "study-mode": joined(facts.studyModes),
      delivery: joined(facts.deliveryModes),
      intakes: joined(facts.intakes),
      "next-intake": text(facts.nextIntake),
      "fees-per-year": audience === "international" && !international ? { text: NOT_INTERNATIONAL } : feesPerYear(courseFees(a, audience)),
      "selection-rank": text(entry?.lowestRank ? `${entry.lowestRank}${entry.year ? ` (${entry.year} intake)` : ""}` : null),
      "domestic-fees": text(fees?.text),
      "international-fees": international ? text(str(a, "field_course_fees_international")) : { text: NOT_INTERNATIONAL },
      entry: entryHtml ? { html: entryHtml } : text(null),
      "credit-points": text(facts.creditPoints === null ? null : String(facts.creditPoints)),
      cricos: text(international ? str(a, "field_course_cricos_code") : null),
    },
  };
}

/**
 * The comparison of the courses a query asked for, in its order, from the courses the content service found
 * (any order, any letter case of their codes). Pure.
 */
export function compareView(query: CompareQuery, courses: readonly Resource[], rel: Relations): CompareView {
  const byCode = new Map<string, Resource>();
  for (const c of courses) {
    const code = str(c.attributes, "field_course_code")?.toUpperCase();
    if (code && !byCode.has(code)) byCode.set(code, c);
  }
  const asked = [...query.codes, ...query.extra];
  const found: Compared[] = [];
  const notFound: string[] = [];
  for (const code of query.codes) {
    const node = byCode.get(code.toUpperCase());
    if (node) found.push(compared(node, rel, compareHref(asked.filter((c) => c !== code), query.audience), query.audience));
    else notFound.push(code);
  }
  return {
    columns: found.map((f) => f.column),
    rows: found.length === 0 ? [] : ROWS.map(([id, label]) => ({
      id,
      label: id === "fees-per-year" ? `Fees per year (${query.audience === "international" ? "international" : "Australian"} students)` : label,
      cells: found.map((f) => f.cells[id] ?? text(null)),
    })),
    notFound,
    extra: query.extra,
    malformed: query.malformed,
    audience: query.audience,
    audienceSwitch: query.audience === "international"
      ? { label: "Show fees for Australian students", href: compareHref(asked, "domestic") }
      : { label: "Show fees for international students", href: compareHref(asked, "international") },
  };
}
