/** Parts of a field that come with it whatever the editor wrote. */
const NOT_CONTENT = new Set(["country_code", "langcode", "format"]);

/**
 * Whether a node's attribute holds something a visitor would read: a non-blank string, a number, a non-empty list,
 * rich text with words (`{ value }`), a link with an address (`{ uri }`), an address or date object with any value.
 */
export function hasValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.replace(/<[^>]*>/g, "").trim() !== "";
  if (typeof value === "number") return Number.isFinite(value);
  if (typeof value === "boolean") return true;
  if (Array.isArray(value)) return value.some(hasValue);
  if (typeof value === "object") {
    const record = value as Record<string, unknown>;
    if ("uri" in record) return hasValue(record.uri);
    if ("value" in record) return hasValue(record.value);
    // An address of nothing but its country (Drupal's default) says nowhere.
    return Object.entries(record).some(([key, v]) => !NOT_CONTENT.has(key) && hasValue(v));
  }
  return false;
}

/** The first of `names` that `fields` has a value for, or null. */
export function firstWithValue(fields: Record<string, unknown>, names: readonly string[]): string | null {
  return names.find((name) => hasValue(fields[name])) ?? null;
}

/** Whether the node is published: Drupal's `status`, published unless it says false. */
export function isPublished(fields: Record<string, unknown>): boolean {
  return fields.status !== false;
}

/** `now` as the day it is at the university (`YYYY-MM-DD`, Melbourne), which dates in the content are written in. */
export function universityDay(now: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Melbourne", year: "numeric", month: "2-digit", day: "2-digit" })
    .format(new Date(now));
}
