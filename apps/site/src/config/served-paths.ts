/** `SERVED_PATHS` ("/study-at-yu, /courses"): the path prefixes this site serves; empty means every path. */
export function parseServedPaths(value: string | undefined): string[] {
  return (value ?? "")
    .split(/[\s,]+/)
    .map((p) => p.trim())
    .filter((p) => p.startsWith("/"))
    .map((p) => p.replace(/\/+$/, "") || "/");
}
