const MAX_DESTINATION_LENGTH = 2048;
const PROBE_ORIGIN = "http://destination.invalid";
// Browsers drop tabs and newlines inside URLs, so "/\t/evil.example" would become "//evil.example".
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f]/;

/**
 * A post-login destination only if it is a path on this site ("/x?y#z"); anything that could leave
 * the site (another scheme, "//host", "/\host", encoded tricks) gives null.
 */
export function safeDestination(value: string | null): string | null {
  if (value === null || value.length === 0 || value.length > MAX_DESTINATION_LENGTH) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  if (value.includes("\\") || CONTROL_OR_SPACE.test(value)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  // A layer that decodes before redirecting must not find a protocol-relative URL either.
  if (decoded.startsWith("//") || decoded.includes("\\") || CONTROL_OR_SPACE.test(decoded.replaceAll(" ", ""))) {
    return null;
  }
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN ? value : null;
  } catch {
    return null;
  }
}
