/** Typed reads of Drupal attribute values (parsed once at the tide/ boundary as unknown records). */
import { Marked } from "marked";

export type Attributes = Record<string, unknown>;

export function str(attrs: Attributes, key: string): string | null {
  const v = attrs[key];
  if (typeof v === "string") return v;
  if (typeof v === "number") return String(v);
  return null;
}

/** A number, also when Drupal sends it as a string ("12"); anything else is null. */
export function num(attrs: Attributes, key: string): number | null {
  const v = attrs[key];
  const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
}

export function bool(attrs: Attributes, key: string): boolean {
  const v = attrs[key];
  return v === true || v === 1 || v === "1" || v === "true";
}

/** A formatted-text field ({value, processed}) or a plain string, as HTML. */
export function richText(attrs: Attributes, key: string): string | null {
  const v = attrs[key];
  if (typeof v === "string") return v;
  if (v && typeof v === "object") {
    const o = v as { processed?: unknown; value?: unknown; format?: unknown };
    if (typeof o.processed === "string" && o.processed !== "") return o.processed;
    if (typeof o.value === "string") return o.format === "markdown" ? markdownToHtml(o.value) : o.value;
  }
  return null;
}

/** Markdown as HTML, single line breaks kept (spec §9); the caller sanitises it like any rich text. */
const markdown = new Marked({ async: false, breaks: true, gfm: true });
export function markdownToHtml(text: string): string {
  return markdown.parse(text, { async: false });
}

/** The summary of a formatted-text field with a summary ({summary}) when present. */
export function summaryOf(attrs: Attributes, key: string): string | null {
  const v = attrs[key];
  if (v && typeof v === "object" && typeof (v as { summary?: unknown }).summary === "string") {
    const s = (v as { summary: string }).summary;
    return s === "" ? null : s;
  }
  return null;
}

export function list<T>(attrs: Attributes, key: string, guard: (x: unknown) => x is T): T[] {
  const v = attrs[key];
  if (Array.isArray(v)) return v.filter(guard);
  return v !== undefined && v !== null && guard(v) ? [v] : [];
}

export const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);
export const isString = (x: unknown): x is string => typeof x === "string";
