import { memoCache } from "@yu/memo-cache";
import { COURSE_SEARCH_CACHE } from "@/config/constants";
import { memoFigures } from "@/metrics/memo-figures";
import { courseSearchPlan, courseSearchUrl, type CourseSearchInput } from "./course-search-plan";
import { mergeCourseResults, type CourseSearchResult } from "./course-search-results";
import type { SearchResult } from "./search-response";

export interface CourseSearchAnswer {
  results: CourseSearchResult[];
  /** How many of the page's requests were made, and how many failed (and were left out). */
  requests: number;
  failed: number;
}

export type FetchCourseResults = (url: string) => Promise<SearchResult[]>;
export type ReportFailure = (url: string, error: unknown) => void;

/**
 * The course search of spec §7 over a way of fetching one request's results: each request's answer is kept
 * (24 answers for one hour, concurrent identical requests share one call); a failed request is dropped and
 * reported, and the others still count.
 */
export function createCourseSearcher(fetchResults: FetchCourseResults, reportFailure: ReportFailure) {
  const answers = memoCache({ max: COURSE_SEARCH_CACHE.max, ttlMs: COURSE_SEARCH_CACHE.ttlMs, load: fetchResults, observer: memoFigures("course-search") });

  async function one(url: string): Promise<SearchResult[] | null> {
    try {
      return await answers.get(url);
    } catch (error) {
      reportFailure(url, error);
      return null;
    }
  }

  return {
    async search(base: string, input: CourseSearchInput): Promise<CourseSearchAnswer> {
      const urls = courseSearchPlan(input).map((params) => courseSearchUrl(base, params));
      const lists = await Promise.all(urls.map(one));
      const answered = lists.filter((list): list is SearchResult[] => list !== null);
      return { results: mergeCourseResults(answered), requests: urls.length, failed: urls.length - answered.length };
    },
    /** How many answers are kept (tests). */
    get size() {
      return answers.size;
    },
  };
}
