/** The configured extra parameters (`SEARCH_FORM_PARAMS`, a query string) as a plain object. */
export function parseConfiguredParams(queryString: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(queryString.replace(/^\?/, ""))) if (key && value.trim()) out[key] = value;
  return out;
}
