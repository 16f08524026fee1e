/* Hidden fields filled from the page's query string and from other answers (spec §5 "Hidden fields"). The
 * query string is the visitor's (or an attacker's) to write, so values are cut and stripped before they reach
 * the model: they are stored by the content service and may be shown to editors. */
import { cleanHiddenValue, isQueryFilledHidden } from "@yu/webform-rules";

export type QueryInput = URLSearchParams | Readonly<Record<string, string | string[] | undefined>>;

function first(query: QueryInput, name: string): string | null {
  if (query instanceof URLSearchParams) return query.get(name);
  const value = query[name];
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

/** The values of the named hidden fields that are course_code or utm_* and present in the query. */
export function hiddenValuesFromQuery(query: QueryInput, hiddenFieldNames: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of hiddenFieldNames) {
    if (!isQueryFilledHidden(name)) continue;
    const raw = first(query, name);
    if (raw !== null) out[name] = cleanHiddenValue(raw);
  }
  return out;
}

function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (Array.isArray(value)) return value.map(asText).filter(Boolean).join(", ");
  return "";
}

/** "{{course_code}} enquiry" with the model's course_code; an unknown or empty field gives "". */
export function fillPlaceholders(template: string, model: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{\{\s*([\w-]+)\s*\}\}/g, (_match, field: string) => (Object.hasOwn(model, field) ? asText(model[field]) : ""));
}
