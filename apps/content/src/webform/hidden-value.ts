const QUERY_FILLED = /^(course_code|utm_(source|medium|campaign|term|content))$/;

/** Hidden fields the site fills from the query string (spec §3 "Hidden form fields"). */
export function isQueryFilledHidden(name: string): boolean {
  return QUERY_FILLED.test(name);
}

/**
 * Spec §5 "Hidden fields": trimmed, cut to 50 characters, stripped of angle brackets, quotes, backticks,
 * 'javascript:' and inline event handlers. Applied again here because a hidden value is whatever a client sends.
 */
export function cleanHiddenValue(value: string, maxLength = 50): string {
  let text = value.trim().slice(0, maxLength);
  let previous;
  do {
    previous = text;
    text = text.replace(/[<>"'`]/g, "").replace(/javascript\s*:/gi, "").replace(/\bon[a-z]+\s*=/gi, "");
  } while (text !== previous);
  return text.trim();
}
