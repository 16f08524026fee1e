export type NormalisedPath = { ok: true; path: string } | { ok: false; reason: string };

export const MAX_PATH_LENGTH = 2048;
export const MAX_SEGMENT_LENGTH = 255;
// Checked before decoding so a huge request costs nothing; a decoded character is at most 12 encoded ones.
const MAX_RAW_LENGTH = MAX_PATH_LENGTH * 12;

// C0 controls, DEL and C1 controls: none belongs in a page path, and some are stripped or
// reinterpreted by browsers and proxies (a tab inside "/\t/host" turns it into "//host").
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Turns a raw request pathname into the one canonical form every route rule sees,
 * refusing anything that could mean something else to another layer (traversal, encoded slashes).
 */
export function normalisePath(rawPathname: string): NormalisedPath {
  if (rawPathname.length > MAX_RAW_LENGTH) return { ok: false, reason: "path too long" };
  if (rawPathname.includes("\\")) return { ok: false, reason: "backslash in path" };

  const segments: string[] = [];
  for (const raw of rawPathname.split("/")) {
    if (raw === "") continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { ok: false, reason: "malformed percent-encoding" };
    }
    if (CONTROL_CHARS.test(segment)) return { ok: false, reason: "control character in path" };
    if (segment.includes("\\")) return { ok: false, reason: "backslash in path" };
    if (segment.includes("/")) return { ok: false, reason: "encoded slash in path" };
    if (segment === "." || segment === "..") return { ok: false, reason: "dot segment in path" };
    if (segment.length > MAX_SEGMENT_LENGTH) return { ok: false, reason: "path segment too long" };
    segments.push(segment);
  }

  // Checked after decoding so that a malformed path is reported as such, whatever else is wrong with it.
  if (!rawPathname.startsWith("/")) return { ok: false, reason: "path is not absolute" };
  const path = `/${segments.join("/")}`;
  if (path.length > MAX_PATH_LENGTH) return { ok: false, reason: "path too long" };
  return { ok: true, path };
}

/** The segments of a normalised path ("/" has none). */
export function pathSegments(path: string): string[] {
  return path === "/" ? [] : path.slice(1).split("/");
}
