/** Link URIs reach the site without Drupal's "internal:" prefix; "route:<nolink>" becomes "". */
export function publicUri(uri: unknown): string {
  if (typeof uri !== "string") return "";
  if (uri === "route:<nolink>") return "";
  return uri.startsWith("internal:") ? uri.slice("internal:".length) : uri;
}
