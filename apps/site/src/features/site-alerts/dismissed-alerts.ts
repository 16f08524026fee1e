/** localStorage key of the ids of the site alerts a visitor has closed. */
export const DISMISSED_ALERTS_KEY = "yu:dismissed-site-alerts";

/** Old ids beyond this are forgotten first: alerts come and go, the list must not grow for ever. */
export const MAX_REMEMBERED_ALERTS = 50;

/** The closed alert ids in a stored value; anything malformed counts as none closed. */
export function parseDismissed(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v !== "") : [];
  } catch {
    return [];
  }
}

/** The stored value once `id` has been closed too (most recent last). */
export function withDismissed(raw: string | null | undefined, id: string): string {
  const ids = parseDismissed(raw).filter((x) => x !== id);
  ids.push(id);
  return JSON.stringify(ids.slice(-MAX_REMEMBERED_ALERTS));
}
