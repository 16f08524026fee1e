import "server-only";
import { unstable_rethrow } from "next/navigation";
import { cache } from "react";
import { withComponentProps } from "./props/component-props";
import { config } from "@/config/env";
import { compareView, type CompareOutcome } from "@/mapping/course-compare";
import type { LinkModel } from "@/mapping/link";
import type { PageHead } from "@/mapping/page-head";
import { parseCompareQuery, type CompareQuery } from "@/routing/compare-query";
import { COMPARE_PATH, SHORTLIST_PATH } from "@/routing/shortlist-paths";
import { getCoursesByCode } from "@/tide/courses-by-code";
import { TideError } from "@/tide/errors";
import { headFor } from "./head-for";
import { relationsFor } from "@/mapping/relations";
import { loadSiteChrome } from "./site-chrome";

export interface ShortlistPageData {
  head: PageHead;
  /** Where to find courses to save. */
  startLinks: LinkModel[];
}

export interface ComparePageData {
  head: PageHead;
  outcome: CompareOutcome;
}

/** The shortlist page's shell: the same for every visitor (the list itself is read in the browser). */
export const loadShortlistPage = cache(async (): Promise<ShortlistPageData> => {
  const slug = config().productSlug;
  return {
    head: await headFor(loadSiteChrome(SHORTLIST_PATH), SHORTLIST_PATH, {
      title: "Your shortlist",
      description: "The courses you saved, to compare side by side.",
      contentType: "shortlist",
      indexable: false,
    }),
    startLinks: [
      { title: "Browse study areas", uri: `/study-at-${slug}/courses/browse-study-areas` },
      { title: "Use the course finder", uri: "/course-discovery" },
    ],
  };
});

async function outcomeOf(query: CompareQuery, requestId: string | null): Promise<CompareOutcome> {
  try {
    const courses = await getCoursesByCode(query.codes, { siteId: config().siteId, ...(requestId ? { requestId } : {}) });
    return { kind: "compared", view: compareView(query, courses.data, relationsFor({ data: courses.data, included: courses.included })) };
  } catch (error) {
    unstable_rethrow(error); // Next's own control flow is not a failed read.
    if (!(error instanceof TideError)) throw error;
    return { kind: "unavailable", query }; // Logged by the list read.
  }
}

/** The comparison a compare address asks for (`?course=CODE&course=CODE…`), shared by the page and its head. */
export const loadComparePage = cache(async (search: string, requestId: string | null): Promise<ComparePageData> => {
  const query = parseCompareQuery(new URLSearchParams(search));
  const [head, outcome] = await Promise.all([
    headFor(loadSiteChrome(COMPARE_PATH), COMPARE_PATH, {
      title: "Compare courses",
      description: "Courses side by side: level, duration, campuses, intakes, fees and entry requirements.",
      contentType: "course_compare",
      // One visitor's choice of courses: search engines leave it out.
      indexable: false,
    }),
    outcomeOf(query, requestId),
  ]);
  return { head, outcome: await withComponentProps(outcome) };
});
