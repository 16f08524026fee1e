import { isRecord, num, str, type Attributes } from "../attributes";
import type { Audience } from "@/config/audience";

/** The groups of the national admissions-transparency student profile, in its order. */
export const PROFILE_GROUPS = [
  ["recent_secondary", "Recent secondary education"],
  ["higher_education", "Higher education study"],
  ["vocational", "Vocational education and training (VET) study"],
  ["work_life", "Work and life experience"],
  ["international", "International students"],
] as const;

export type ProfileGroup = (typeof PROFILE_GROUPS)[number][0];

export interface ProfileRow {
  group: ProfileGroup;
  label: string;
  /** A count, "<5" (fewer than five) or "N/P" (not published), as the content says. */
  students: string;
  /** Share of the intake, "34%", when the count and the total are known. */
  share: string | null;
}

/** What a student needs to know to get in (admissions transparency, English, prerequisites). */
export interface EntryFigures {
  /** The intake the selection ranks and profile describe. */
  year: number | null;
  lowestRank: string | null;
  medianRank: string | null;
  profile: ProfileRow[];
  /** Students in the profile, when every group is a count. */
  profileTotal: number | null;
  english: string | null;
  prerequisites: string | null;
}

const rank = (a: Attributes, key: string): string | null => {
  const n = num(a, key);
  return n !== null && n > 0 && n <= 100 ? n.toFixed(2) : null;
};

const students = (v: unknown): string | null => {
  if (typeof v === "number" && Number.isInteger(v) && v >= 0) return String(v);
  if (typeof v === "string" && ["<5", "N/P"].includes(v.trim())) return v.trim();
  if (typeof v === "string" && /^\d+$/.test(v.trim())) return v.trim();
  return null;
};

function profileRows(raw: unknown): { rows: ProfileRow[]; total: number | null } {
  const given = new Map<string, string>();
  for (const entry of Array.isArray(raw) ? raw : []) {
    if (!isRecord(entry) || typeof entry.group !== "string") continue;
    const count = students(entry.students);
    if (count !== null && !given.has(entry.group)) given.set(entry.group, count);
  }
  const rows = PROFILE_GROUPS.flatMap(([group, label]) => {
    const count = given.get(group);
    return count === undefined ? [] : [{ group, label, students: count }];
  });
  const counts = rows.map((r) => (/^\d+$/.test(r.students) ? Number(r.students) : null));
  const total = counts.reduce<number>((sum, n) => sum + (n ?? 0), 0);
  const exact = counts.every((n) => n !== null) && total > 0;
  return {
    rows: rows.map((r, i) => ({ ...r, share: counts[i] !== null && total > 0 ? `${Math.round(((counts[i] ?? 0) / total) * 100)}%` : null })),
    total: exact ? total : null,
  };
}

/**
 * A course's entry figures for one audience: the lowest and median selection rank of the last intake and its
 * student profile (undergraduate courses publish them), the English requirement of the audience, and the
 * prerequisites. Null when the content gives none of them. Pure.
 */
export function entryFigures(a: Attributes, audience: Audience): EntryFigures | null {
  const { rows, total } = profileRows(a.field_course_student_profile);
  const figures: EntryFigures = {
    year: num(a, "field_course_entry_year"),
    lowestRank: rank(a, "field_course_lowest_selection_rank"),
    medianRank: rank(a, "field_course_median_selection_rank"),
    profile: rows,
    profileTotal: total,
    english: str(a, audience === "international" ? "field_course_english_international" : "field_course_english_domestic")?.trim() || null,
    prerequisites: str(a, "field_course_prerequisites")?.trim() || null,
  };
  const empty = !figures.lowestRank && !figures.medianRank && rows.length === 0 && !figures.english && !figures.prerequisites;
  return empty ? null : figures;
}
