import type { Resource } from "@/tide/types";
import { richText, str } from "../attributes";
import { formatDate } from "../dates";
import { htmlToText } from "../html";
import type { LinkView, ParagraphContext } from "./context";
import { linkField } from "./link-field";

export interface KeyDateView {
  id: string;
  /** ISO date for <time datetime>. */
  date: string;
  dateLabel: string;
  title: string;
  summary: string | null;
}

export interface KeyDatesView {
  type: "key_dates";
  id: string;
  title: string | null;
  dates: KeyDateView[];
  cta: LinkView | null;
}

/** paragraph--key_dates with its keydates; a date that does not parse is left out rather than shown wrong. */
export function keyDatesView(p: Resource, { rel }: ParagraphContext): KeyDatesView {
  const dates = rel.many(p, "field_paragraph_keydates").flatMap((d): KeyDateView[] => {
    const date = str(d.attributes, "field_paragraph_keydate");
    const dateLabel = formatDate(date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T12:00:00+10:00` : date);
    if (!date || !dateLabel) return [];
    const summary = richText(d.attributes, "field_paragraph_summary");
    return [{ id: d.id, date: date.slice(0, 10), dateLabel, title: str(d.attributes, "field_paragraph_title") ?? "", summary: summary ? htmlToText(summary) : null }];
  });
  return { type: "key_dates", id: p.id, title: str(p.attributes, "field_paragraph_title"), dates, cta: linkField(p.attributes.field_paragraph_cta) };
}
