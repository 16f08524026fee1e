import type { Suggestion } from "@/tide/suggest-item";

/* Pure: turns the answer of POST /api/search-autocomplete into suggestions the panel can list. It runs in
 * the browser, so it checks each item by hand rather than bringing a schema library along. */

const SAFE_URL = /^(\/(?!\/)|\/\/[^/]|https?:\/\/)/i;

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

function toSuggestion(value: unknown): Suggestion | null {
  const item = record(value);
  if (item === null) return null;
  // Only links within the site or to web pages: a javascript: or data: action is never a link.
  const url = text(item.action);
  if (url === null || !SAFE_URL.test(url)) return null;
  const display = record(item.disp);
  const title = display === null ? text(item.disp) : text(display.title);
  if (title === null) return null;
  const subtitle = text(record(display?.metaData)?.studyLevel);
  return subtitle === null ? { title, url } : { title, url, subtitle };
}

/** Suggestions from a suggest array (text items and course items alike); anything malformed is left out. */
export function toSuggestions(items: unknown): Suggestion[] {
  if (!Array.isArray(items)) return [];
  return items.map(toSuggestion).filter((s): s is Suggestion => s !== null);
}
