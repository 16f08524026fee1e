import "server-only";
import { unstable_rethrow } from "next/navigation";
import { cache } from "react";
import { config } from "@/config/env";
import { requestedCourseCode } from "@/mapping/course/enquiry";
import { feeEstimateView, type FeeEstimateOutcome } from "@/mapping/course/fee-estimate-view";
import type { PageHead } from "@/mapping/page-head";
import { str } from "@/mapping/attributes";
import { FEE_ESTIMATE_PATH } from "@/routing/course-action-paths";
import { getCoursesByCode } from "@/tide/courses-by-code";
import { TideError } from "@/tide/errors";
import { headFor } from "./head-for";
import { loadSiteChrome } from "./site-chrome";

export interface FeeEstimatePageData {
  head: PageHead;
  outcome: FeeEstimateOutcome;
}

/** The fee estimate a course page's form asks for without scripts (`?course=BBNS&audience=…&place=…&load=…`). */
export const loadFeeEstimatePage = cache(async (search: string, requestId: string | null): Promise<FeeEstimatePageData> => {
  const outcome = await outcomeOf(new URLSearchParams(search), requestId);
  const head = await headFor(loadSiteChrome(FEE_ESTIMATE_PATH), FEE_ESTIMATE_PATH, {
    title: outcome.kind === "estimate" ? `Fee estimate: ${outcome.view.course.title}` : "Fee estimate",
    description: "What a course costs a year and in all, full time or part time.",
    contentType: "fee_estimate",
    // One visitor's choice: search engines leave it out.
    indexable: false,
  });
  return { head, outcome };
});

async function outcomeOf(query: URLSearchParams, requestId: string | null): Promise<FeeEstimateOutcome> {
  const code = requestedCourseCode(query.get("course"));
  if (code === null) return { kind: "no-figures" };
  try {
    const courses = await getCoursesByCode([code], { siteId: config().siteId, ...(requestId ? { requestId } : {}) });
    const course = courses.data.find((c) => str(c.attributes, "field_course_code")?.toUpperCase() === code.toUpperCase());
    const view = course ? feeEstimateView(course, query) : null;
    return view ? { kind: "estimate", view } : { kind: "no-figures" };
  } catch (error) {
    unstable_rethrow(error); // Next's own control flow is not a failed read.
    if (!(error instanceof TideError)) throw error;
    return { kind: "unavailable" }; // Logged by the list read.
  }
}
