// TEMPORARY: replaced by the search-backend branch's module at merge.
export interface SuggestionItem { title: string; url: string; subtitle?: string }
export function parseSuggestionItems(raw: unknown): SuggestionItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((r: { disp?: unknown; action?: unknown }) => {
    const d = r.disp as string | { title?: string; metaData?: { studyLevel?: string } };
    const title = typeof d === "string" ? d : d?.title;
    return typeof title === "string" && typeof r.action === "string" ? [{ title, url: r.action, ...(typeof d === "object" && d?.metaData?.studyLevel ? { subtitle: d.metaData.studyLevel } : {}) }] : [];
  });
}
