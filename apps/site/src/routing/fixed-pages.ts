import type { FixedPage } from "./types";

/** The living style guide (spec §2.1 "mockContent"): every component in each of its states, never indexed. */
export const STYLE_GUIDE_PATH = "/mockContent";

const cache = new Map<string, ReadonlyMap<string, FixedPage>>();

/** The fixed pages of spec §2.1 by exact path, for a product slug (the OpenSearch endpoints: `opensearch-paths.ts`). */
export function fixedPages(productSlug: string): ReadonlyMap<string, FixedPage> {
  let table = cache.get(productSlug);
  if (!table) {
    table = new Map<string, FixedPage>([
      ["/course-discovery", "course-discovery"],
      ["/fb-template", "fb-template"],
      [STYLE_GUIDE_PATH, "mockContent"],
      ["/student-wellbeing-assistant", "student-wellbeing-assistant"],
      [`/study-at-${productSlug}/course-discovery-quiz`, "course-discovery-quiz"],
      [`/study-at-${productSlug}/international-students/chat-with-our-students`, "chat-with-our-students"],
      ["/current-students/campus-life/advice-support/safer-community/online-reporting-form", "online-reporting-form"],
    ]);
    cache.set(productSlug, table);
  }
  return table;
}

/** The fixed page at exactly this path (case-sensitive), else null. */
export function fixedPage(path: string, productSlug: string): FixedPage | null {
  return fixedPages(productSlug).get(path) ?? null;
}
