/**
 * The request path from the catch-all's segments. Next hands the segments over still percent-encoded
 * when they hold reserved characters, so each is re-encoded only where needed; the route table decodes.
 */
export function pathFromSegments(segments: string[] | undefined): string {
  if (!segments || segments.length === 0) return "/";
  return `/${segments.join("/")}`;
}
