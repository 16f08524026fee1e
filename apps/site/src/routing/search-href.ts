export const SEARCH_PATH = "/search";

/**
 * Where the search form goes (spec §2.4): /search with the typed query, the current page's tab, and the
 * configured parameters; empty values are dropped, and with none left the bare search path.
 */
export function searchHref(query: string, currentSearch: string, configured: Record<string, string> = {}): string {
  const current = new URLSearchParams(currentSearch);
  const params = new URLSearchParams();
  const add = (key: string, value: string | null | undefined) => {
    const trimmed = value?.trim();
    if (trimmed) params.set(key, trimmed);
  };
  add("query", query);
  add("tab", current.get("tab"));
  for (const [key, value] of Object.entries(configured)) if (!params.has(key)) add(key, value);
  const qs = params.toString();
  return qs ? `${SEARCH_PATH}?${qs}` : SEARCH_PATH;
}
