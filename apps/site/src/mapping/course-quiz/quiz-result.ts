import type { SiteHosts } from "@/mapping/search-link";
import type { CourseSearchResult } from "@/tide/course-search-results";
import { coursesForInterest, type CourseFit } from "./quiz-courses";
import { QUIZ_QUESTIONS } from "./quiz-questions";
import { reasonSentence, type Recommendation } from "./quiz-scoring";
import type { QuizAnswers } from "./quiz-state";
import { answerSummary, type ResultView } from "./quiz-view";

/** Courses listed under each recommended interest area; its browse page has them all. */
export const COURSES_PER_INTEREST = 3;

/** What a course should offer for how and where the visitor wants to study. */
export function courseFits(answers: QuizAnswers): CourseFit[] {
  return QUIZ_QUESTIONS.flatMap((question) => question.options.flatMap((option) =>
    option.courseFit && answers[question.id].includes(option.id) ? [option.courseFit] : []));
}

function fitNote(fits: readonly CourseFit[]): string | null {
  if (fits.length === 0) return null;
  const labels = fits.map((fit) => fit.label.toLowerCase());
  const words = labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
  return `Courses you can study ${words} are listed first.`;
}

function levelNote(recommendation: Recommendation): string | null {
  const level = recommendation.level;
  if (level === null) return null;
  return level.offered
    ? `It offers the ${level.phrase} you're looking for.`
    : `${recommendation.area.label} has no ${level.phrase}, so these are its other courses.`;
}

export interface ResultInput {
  path: string;
  answers: QuizAnswers;
  recommendations: readonly Recommendation[];
  /** Each recommended area's course search results, in the same order; null where the search failed. */
  searches: readonly (readonly CourseSearchResult[] | null)[];
  hosts: SiteHosts;
  browseHref: string;
  /** Whether courses can be picked out by interest area (its metadata class is configured). Default true. */
  byInterest?: boolean;
}

/** The result page's data: each suggestion with its reasons and, per interest area, a few courses. */
export function resultView({ path, answers, recommendations, searches, hosts, browseHref, byInterest = true }: ResultInput): ResultView {
  const fits = courseFits(answers);
  return {
    kind: "result",
    recommendations: recommendations.map((recommendation, index) => {
      const results = searches[index] ?? null;
      // A course that fits several interest areas is listed under the first, if the others have courses of their own.
      const listed = new Set<string>();
      return {
        slug: recommendation.area.slug,
        label: recommendation.area.label,
        reason: reasonSentence(recommendation.reasons),
        levelNote: levelNote(recommendation),
        interestAreas: recommendation.interestAreas.map((interest) => {
          const found = results === null ? { courses: [], total: 0 } : coursesForInterest(results, {
            interestLabel: interest.label,
            byInterest,
            level: recommendation.level?.offered ? recommendation.level.filter : null,
            fits,
            alreadyListed: listed,
            limit: COURSES_PER_INTEREST,
            hosts,
          });
          for (const course of found.courses) listed.add(course.key);
          return { label: interest.label, url: interest.url, matchedBy: interest.matchedBy, ...found, coursesUnavailable: results === null };
        }),
      };
    }),
    answers: answerSummary(path, answers),
    fitNote: fitNote(fits),
    restartHref: path,
    browseHref,
  };
}
