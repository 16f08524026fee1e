import "server-only";
import { unstable_rethrow } from "next/navigation";
import { cache } from "react";
import { config } from "@/config/env";
import { studyAreas } from "@/config/study-areas/datasets";
import { coursesForInterest, type CourseFit } from "@/features/course-quiz/quiz-courses";
import { QUIZ_QUESTIONS } from "@/features/course-quiz/quiz-questions";
import { reasonSentence, recommendStudyAreas, type Recommendation } from "@/features/course-quiz/quiz-scoring";
import { hasQuizState, parseQuizQuery, type QuizAnswers } from "@/features/course-quiz/quiz-state";
import { answerSummary, quizView, UNRECOGNISED_NOTICE, type QuestionView, type ResultView } from "@/features/course-quiz/quiz-view";
import type { LinkModel } from "@/mapping/link";
import type { PageHead } from "@/mapping/page-head";
import { siteHosts } from "@/mapping/search-link";
import type { Audience } from "@/routing/types";
import { quizPath } from "@/routing/quiz-route";
import { searchCourses } from "@/tide/course-search";
import type { CourseSearchAnswer } from "@/tide/course-searcher";
import { errorFields, log } from "@/tide/log";
import { fixedPageContent } from "./fixed-page-content";
import { headFor } from "./head-for";
import { loadSiteChrome } from "./site-chrome";

/** Courses listed under each recommended interest area; its browse page has them all. */
const COURSES_PER_INTEREST = 3;
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

function fitsOf(answers: QuizAnswers): CourseFit[] {
  return QUIZ_QUESTIONS.flatMap((question) => question.options
    .filter((option) => option.courseFit && answers[question.id].includes(option.id))
    .map((option) => option.courseFit!));
}

function fitNote(fits: readonly CourseFit[]): string | null {
  if (fits.length === 0) return null;
  const labels = fits.map((fit) => fit.label.toLowerCase());
  const words = fits.length === 1 ? labels[0] : `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
  return `Courses you can study ${words} are listed first.`;
}

function levelNote(recommendation: Recommendation): string | null {
  const level = recommendation.level;
  if (level === null) return null;
  return level.offered
    ? `It offers the ${level.phrase} you're looking for.`
    : `${recommendation.area.label} has no ${level.phrase}, so these are its other courses.`;
}

async function areaCourses(areaLabel: string, requestId: string | null): Promise<CourseSearchAnswer | null> {
  try {
    const answer = await searchCourses({ audience: AUDIENCE, areaLabel, interestLabel: null });
    return answer.requests > 0 && answer.failed === answer.requests ? null : answer;
  } catch (error) {
    unstable_rethrow(error);
    log.error("quiz course search failed", { ...errorFields(error), requestId: requestId ?? undefined });
    return null;
  }
}

async function resultView(path: string, answers: QuizAnswers, requestId: string | null): Promise<ResultView> {
  const cfg = config();
  const recommendations = recommendStudyAreas(answers, studyAreas(AUDIENCE, cfg.productSlug));
  // One search per recommended area (its interest areas are read from each course's metadata), side by side.
  const [chrome, searches] = await Promise.all([
    loadSiteChrome(path),
    Promise.all(recommendations.map((r) => areaCourses(r.area.label, requestId))),
  ]);
  const hosts = siteHosts(Object.values(chrome.main?.domains ?? {}), [cfg.siteOrigin, cfg.mainSiteOrigin]);
  const fits = fitsOf(answers);
  return {
    kind: "result",
    recommendations: recommendations.map((recommendation, index) => {
      const search = searches[index] ?? null;
      const listed = new Set<string>();
      return {
        slug: recommendation.area.slug,
        label: recommendation.area.label,
        reason: reasonSentence(recommendation.reasons),
        levelNote: levelNote(recommendation),
        interestAreas: recommendation.interestAreas.map((interest) => {
          const found = search === null ? { courses: [], total: 0 } : coursesForInterest(search.results, {
            interestLabel: interest.label,
            level: recommendation.level?.offered ? recommendation.level.filter : null,
            fits,
            alreadyListed: listed,
            limit: COURSES_PER_INTEREST,
            hosts,
          });
          for (const course of found.courses) listed.add(course.key);
          return { label: interest.label, url: interest.url, matchedBy: interest.matchedBy, ...found, coursesUnavailable: search === null };
        }),
      };
    }),
    answers: answerSummary(path, answers),
    fitNote: fitNote(fits),
    restartHref: path,
    browseHref: `/study-at-${cfg.productSlug}/courses/browse-study-areas`,
  };
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
  const view = position.kind === "result" ? await resultView(path, request.answers, requestId) : position;
  const head = await headFor(loadSiteChrome(path), path, {
    title: pageTitle(view, title),
    description: intro,
    contentType: "course-discovery-quiz",
    // The bare quiz is for search engines; a visitor's answers and results are not.
    indexable: !hasQuizState(request),
  });
  return { head, title, intro, links, notice: request.unrecognised ? UNRECOGNISED_NOTICE : null, view };
});
