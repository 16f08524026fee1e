import type { SearchResult } from "@/tide/search-response";
import { resultHref, type SiteHosts } from "../search-link";
import { scholarshipDateState, type ScholarshipDateState } from "./dates";

/** A scholarship as a card of the finder and of a course page: what it is worth, who it is for, when it closes. */
export interface ScholarshipCardView {
  /** The scholarship's liveUrl: unique within any one list. */
  key: string;
  title: string;
  href: string;
  /** "$5,000 a year", "Full tuition fee waiver". */
  valueText: string | null;
  /** "International students · Postgraduate · First in family". */
  whoFor: string | null;
  /** The kind of support: "Fee waiver", "Cash payment"… */
  support: string | null;
  /** "Automatic" or "By application". */
  selection: string | null;
  date: ScholarshipDateState;
  summary: string | null;
}

const list = (value: string | undefined): string[] => (value ?? "").split("|").map((v) => v.trim()).filter((v) => v !== "");
const orNull = (value: string | undefined): string | null => value?.trim() || null;

/** The study levels the service knows: a scholarship indexed with all of them is for every level. */
const ALL_LEVELS = ["Undergraduate", "Postgraduate", "Research", "TAFE", "Short course (non-award)"];

export const SELECTION_LABELS: Readonly<Record<string, string>> = { automatic: "Automatic", application: "By application" };

/** Who may apply, in words: "Australian residents and international students", "International students". */
export function audienceText(audiences: string[]): string {
  const domestic = audiences.length === 0 || audiences.includes("domestic");
  const international = audiences.length === 0 || audiences.includes("international");
  if (domestic && international) return "Australian and international students";
  return international ? "International students" : "Australian residents";
}

/** The levels as a phrase: none or every one is "Any study level". */
export function levelsText(levels: string[]): string {
  return levels.length === 0 || ALL_LEVELS.every((l) => levels.includes(l)) ? "Any study level" : levels.join(", ");
}

/** The card of a scholarship result at `now`; null when it has no link a visitor could follow. Pure. */
export function scholarshipCardView(result: SearchResult, own: SiteHosts, now: number): ScholarshipCardView | null {
  const href = resultHref(result.liveUrl, own);
  if (href === null) return null;
  const m = result.metaData;
  const equity = list(m.equityGroup);
  const whoFor = [audienceText(list(m.audience)), levelsText(list(m.studyLevel)), equity.join(", ")].filter(Boolean).join(" · ");
  return {
    key: result.liveUrl,
    title: result.title,
    href,
    valueText: orNull(m.valueText),
    whoFor: whoFor || null,
    support: list(m.support).join(", ") || null,
    selection: SELECTION_LABELS[m.selection ?? ""] ?? null,
    date: scholarshipDateState({ opens: m.openDate, closes: m.closeDate }, now),
    // The one-line summary (the description class `c`, as courses have) when sent, else the service's snippet.
    summary: orNull(m.c) ?? orNull(result.summary),
  };
}
