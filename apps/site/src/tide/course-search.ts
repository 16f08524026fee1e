import "server-only";
import { z } from "zod";
import { config } from "@/config/env";
import { COURSE_SEARCH_CACHE, SEARCH_TIMEOUT_MS } from "@/config/constants";
import { processWide } from "@/config/process-wide";
import type { CourseSearchInput } from "./course-search-plan";
import { createCourseSearcher, type CourseSearchAnswer } from "./course-searcher";
import { serviceGet } from "./http";
import { log } from "./log";
import { noteSearchCall } from "./search-work";
import { searchResultSchema, withSiteMetaNames } from "./search-response";

/** Spec §7: of the answer, only response.resultPacket.results is read. */
const courseSearchResponseSchema = z.object({
  response: z.object({ resultPacket: z.object({ results: z.preprocess((v) => v ?? [], z.array(searchResultSchema)) }) }),
});

// One per process (config/process-wide.ts), whichever of Next's bundles asks.
const searcher = processWide("yu.site.memo.course-search", () => createCourseSearcher(
  async (url) => {
    // A memo miss: this call reaches the service, and is charged to the visitor's search budget (search-work.ts).
    noteSearchCall();
    const { data } = await serviceGet(url, courseSearchResponseSchema, {
      endpoint: "course-search",
      timeoutMs: SEARCH_TIMEOUT_MS,
      revalidateSeconds: COURSE_SEARCH_CACHE.ttlMs / 1000,
    });
    const classes = config().searchMeta;
    return data.response.resultPacket.results.map((result) => withSiteMetaNames(result, classes));
  },
  (url, error) => log.warn("course search request failed", { url, error: error instanceof Error ? error.message : String(error) }),
));

/**
 * The courses of a study area (or one of its interest areas) for an audience, from the search service. The
 * interest area narrows the search only when its metadata class is configured (SEARCH_META_INTEREST_AREA).
 */
export function searchCourses(input: Omit<CourseSearchInput, "collection" | "interestClass">): Promise<CourseSearchAnswer> {
  const cfg = config();
  return searcher.search(cfg.searchApiUrl, { ...input, collection: cfg.searchCoursesCollection, interestClass: cfg.searchMeta.interestArea });
}
