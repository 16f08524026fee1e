/* Spec §5 "Hidden fields": course_code and the utm fields are filled from the query string, and a hidden value is
 * trimmed, cut to 50 characters, and stripped of angle brackets, quotes, backticks, 'javascript:' and inline event
 * handlers. The site cleans what it reads from the address; the content service cleans again what a client sends. */

export const QUERY_FILLED_FIELDS = ["course_code", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

export const HIDDEN_QUERY_VALUE_LIMIT = 50;
/** Any other hidden field: Drupal's default #maxlength. */
export const HIDDEN_VALUE_LIMIT = 255;

export function isQueryFilledHidden(name: string): boolean {
  return (QUERY_FILLED_FIELDS as readonly string[]).includes(name);
}

const UNSAFE = [/[<>"'`]/g, /javascript\s*:/gi, /on\w+\s*=/gi];

/** Cut first, then stripped until nothing changes, so that removing one pattern cannot assemble another
 * ("javajavascript:script:"). */
export function cleanHiddenValue(raw: string, maxLength: number = HIDDEN_QUERY_VALUE_LIMIT): string {
  let value = raw.trim().slice(0, maxLength);
  for (;;) {
    const next = UNSAFE.reduce((text, pattern) => text.replace(pattern, ""), value);
    if (next === value) break;
    value = next;
  }
  return value.trim();
}
