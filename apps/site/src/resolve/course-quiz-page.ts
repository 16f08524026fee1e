import "server-only";
import { unstable_rethrow } from "next/navigation";
import { cache } from "react";
import { config } from "@/config/env";
import { studyAreas } from "@/config/study-areas/datasets";
import { resultView } from "@/mapping/course-quiz/quiz-result";
import { recommendStudyAreas } from "@/mapping/course-quiz/quiz-scoring";
import { hasQuizState, parseQuizQuery, type QuizAnswers } from "@/mapping/course-quiz/quiz-state";
import { quizView, UNRECOGNISED_NOTICE, type QuestionView, type ResultView } from "@/mapping/course-quiz/quiz-view";
import type { LinkModel } from "@/mapping/link";
import type { PageHead } from "@/mapping/page-head";
import { siteHosts } from "@/mapping/search-link";
import type { Audience } from "@/config/audience";
import { quizPath } from "@/routing/quiz-route";
import { searchCourses } from "@/tide/course-search";
import type { CourseSearchResult } from "@/tide/course-search-results";
import { errorFields, log } from "@/tide/log";
import { fixedPageContent } from "./fixed-page-content";
import { headFor } from "./head-for";
import { loadSiteChrome } from "./site-chrome";

/** The quiz speaks to people who would study here as residents (the study-at section's audience). */
const AUDIENCE: Audience = "domestic";

export interface CourseQuizPageData {
  head: PageHead;
  title: string;
  intro: string;
  /** Where to look instead (browse study areas, all courses A to Z). */
  links: LinkModel[];
  notice: string | null;
  view: QuestionView | ResultView;
}

export type CourseQuizView = CourseQuizPageData["view"];

/** A study area's courses, or null when the search service could not say (the page says so, and goes on). */
async function areaCourses(areaLabel: string, requestId: string | null): Promise<CourseSearchResult[] | null> {
  try {
    const answer = await searchCourses({ audience: AUDIENCE, areaLabel, interestLabel: null });
    return answer.requests > 0 && answer.failed === answer.requests ? null : answer.results;
  } catch (error) {
    unstable_rethrow(error);
    log.error("quiz course search failed", { ...errorFields(error), requestId: requestId ?? undefined });
    return null;
  }
}

/** One course search per recommended area (its interest areas are read from each course's metadata), side by side. */
async function loadResult(path: string, answers: QuizAnswers, requestId: string | null): Promise<ResultView> {
  const cfg = config();
  const recommendations = recommendStudyAreas(answers, studyAreas(AUDIENCE, cfg.productSlug));
  const [chrome, searches] = await Promise.all([
    loadSiteChrome(path),
    Promise.all(recommendations.map((r) => areaCourses(r.area.label, requestId))),
  ]);
  return resultView({
    path,
    answers,
    recommendations,
    searches,
    hosts: siteHosts(Object.values(chrome.main?.domains ?? {}), [cfg.siteOrigin, cfg.mainSiteOrigin]),
    browseHref: `/study-at-${cfg.productSlug}/courses/browse-study-areas`,
    byInterest: cfg.searchMeta.interestArea !== null,
  });
}

function pageTitle(view: CourseQuizView, title: string): string {
  if (view.kind === "result") return `Your course suggestions – ${title}`;
  const step = `Question ${view.number} of ${view.total} – ${title}`;
  return view.error ? `Error: ${step}` : step;
}

/**
 * Everything the quiz shows for a query string, shared by the page and its head within one request: the
 * question asked for (or the one that still needs an answer), or the result with its courses.
 */
export const loadCourseQuizPage = cache(async (search: string, requestId: string | null): Promise<CourseQuizPageData> => {
  const cfg = config();
  const path = quizPath(cfg.productSlug);
  const { title, intro, links } = fixedPageContent({ kind: "fixed", page: "course-discovery-quiz" }, cfg.productSlug, cfg.productName);
  const request = parseQuizQuery(new URLSearchParams(search));
  const position = quizView(path, request);
  const view = position.kind === "result" ? await loadResult(path, request.answers, requestId) : position;
  const head = await headFor(loadSiteChrome(path), path, {
    title: pageTitle(view, title),
    description: intro,
    contentType: "course-discovery-quiz",
    // The bare quiz is for search engines; a visitor's answers and results are not.
    indexable: !hasQuizState(request),
  });
  return { head, title, intro, links, notice: request.unrecognised ? UNRECOGNISED_NOTICE : null, view };
});
