export interface Credentials {
  name: string;
  pass: string;
}

/**
 * The `{"name","pass"}` of a sign-in body (the raw JSON text), or null — Drupal's "Missing credentials." — when the
 * body is absent, not JSON, not an object, or either value is missing, not a string or empty.
 */
export function parseCredentials(raw: unknown): Credentials | null {
  if (typeof raw !== "string") return null;
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const { name, pass } = body as Record<string, unknown>;
  if (typeof name !== "string" || typeof pass !== "string" || name === "" || pass === "") return null;
  return { name, pass };
}
