import { pathSegments } from "./normalise-path";

const INTERNATIONAL_SUFFIX = "/international";
const MAX_COURSE_SEGMENTS = 3;

/** A course path ending in /international with one to three segments between "courses" and it (spec §2.3). */
export function isInternationalCoursePath(path: string): boolean {
  const segments = pathSegments(path);
  const between = segments.length - 2;
  return segments[0] === "courses" && segments.at(-1) === "international"
    && between >= 1 && between <= MAX_COURSE_SEGMENTS;
}

/** The course's own path for an international course path; any other path unchanged. */
export function stripInternational(path: string): string {
  return isInternationalCoursePath(path) ? path.slice(0, -INTERNATIONAL_SUFFIX.length) : path;
}
