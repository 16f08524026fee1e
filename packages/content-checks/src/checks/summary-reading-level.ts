import { readingEase } from "../readability/reading-ease.ts";
import { wordsOf } from "../readability/words.ts";
import { shorten } from "../html/body.ts";
import { finding, type Check } from "../check.ts";

/** The summaries a visitor reads on cards, in search results and under the title, as the site names them. */
export const SUMMARY_FIELDS = ["field_landing_page_summary", "field_scholarship_summary", "field_page_intro_text",
  "field_news_intro_text", "field_event_intro_text"];
/** Below this Flesch reading ease a summary reads like an academic paper. */
export const MIN_READING_EASE = 30;
/** Fewer words than this give no steady score: one long word would decide it. */
const MIN_WORDS = 8;

export const summaryReadingLevel: Check = {
  id: "summary-reading-level",
  severity: "tip",
  title: `Summary hard to read (reading ease below ${MIN_READING_EASE})`,
  run({ page }) {
    return SUMMARY_FIELDS.flatMap((field) => {
      const value = page.fields[field];
      if (typeof value !== "string" || wordsOf(value).length < MIN_WORDS) return [];
      const ease = readingEase(value);
      if (ease === null || ease >= MIN_READING_EASE) return [];
      return [finding(this, `This summary is hard to read (reading ease ${Math.round(ease)}, aim for ${MIN_READING_EASE} or more): use shorter sentences and everyday words.`,
        { field, excerpt: shorten(value) })];
    });
  },
};
