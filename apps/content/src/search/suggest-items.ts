import type { CollectionKind } from "./collections.ts";

/** One Funnelback suggest.json item. `disp` is the title, or for catalogue items (`disp_t` "J") an object. */
export interface SuggestItem {
  key: string;
  disp: string | { title: string; metaData: { studyLevel: string } };
  disp_t: "T" | "J";
  action: string;
  action_t: "U";
  cat: string;
}

export interface SuggestionRow {
  type: string;
  title: string;
  pathAlias: string;
  /** A course's level label (field_course_level_label). */
  levelLabel: string | null;
}

// Units and unit sets have no level label of their own; the panel still needs a line under the title.
const TYPE_LABELS: Record<string, string> = { "node--course": "Course", "node--unit": "Unit", "node--unit_set": "Unit set" };

/** The line shown under a catalogue title: a course's level label, else what kind of thing it is. */
export function studyLevelOf(row: SuggestionRow): string {
  if (row.levelLabel !== null && row.levelLabel.trim() !== "") return row.levelLabel;
  return TYPE_LABELS[row.type] ?? "Course";
}

/** A matched row in Funnelback's suggestion shape; `cat` is the bundle (course, unit, news…). */
export function toSuggestItem(row: SuggestionRow, kind: CollectionKind): SuggestItem {
  const cat = row.type.replace(/^node--/, "");
  if (kind === "courses") {
    return { key: row.title, disp: { title: row.title, metaData: { studyLevel: studyLevelOf(row) } }, disp_t: "J",
      action: row.pathAlias, action_t: "U", cat };
  }
  return { key: row.title, disp: row.title, disp_t: "T", action: row.pathAlias, action_t: "U", cat };
}
