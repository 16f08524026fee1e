import type { SearchResult } from "./search-response";

/** Spec §3: a course search result, with the flag the intake filter reads. */
export interface CourseSearchResult extends SearchResult {
  includeInIntakeFilter: boolean;
}

/** Spec §7: the answers of one page's requests merged in order, each course once (by liveUrl). */
export function mergeCourseResults(lists: readonly (readonly SearchResult[])[]): CourseSearchResult[] {
  const seen = new Set<string>();
  const merged: CourseSearchResult[] = [];
  for (const list of lists) {
    for (const result of list) {
      if (seen.has(result.liveUrl)) continue;
      seen.add(result.liveUrl);
      merged.push({ ...result, includeInIntakeFilter: (result.metaData.nextIntake ?? "").trim() !== "" });
    }
  }
  return merged;
}
