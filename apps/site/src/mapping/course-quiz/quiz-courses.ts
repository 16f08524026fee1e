import { STUDY_LEVELS } from "@/config/constants";
import { STUDY_LEVEL_LABELS } from "@/config/study-areas/datasets";
import type { StudyLevelFilter } from "@/config/study-areas/types";
import { courseLevelLabel, courseLevelOf, studyLevelsOf } from "@/mapping/course-level";
import { formatDate } from "@/mapping/dates";
import { resultHref, type SiteHosts } from "@/mapping/search-link";
import type { CourseSearchResult } from "@/tide/course-search-results";
import type { QuizOption } from "./quiz-questions";

/** A course as the quiz result lists it: a compact card. */
export interface QuizCourse {
  key: string;
  /** The course code, by which the shortlist keeps it (null when the search does not say). */
  code: string | null;
  title: string;
  href: string;
  /** "Undergraduate", "TAFE", "Short course (non-award)"… */
  level: string | null;
  duration: string | null;
  /** "28 December 2026", and the date it stands for. */
  nextIntake: string | null;
  nextIntakeIso: string | null;
  /** The visitor's wishes it meets ("Part time", "Online"). */
  fits: string[];
}

export type CourseFit = NonNullable<QuizOption["courseFit"]>;

export interface CourseChoice {
  /** The interest area's label, as courses list it in metaData.interestArea. */
  interestLabel: string;
  /**
   * Whether the courses' metadata says their interest areas (SEARCH_META_INTEREST_AREA is set); without it the
   * interest area's courses are the area's at the level asked for. Default true.
   */
  byInterest?: boolean;
  /** Only courses of this study level (the one asked for, when the area offers it). */
  level: StudyLevelFilter | null;
  fits: readonly CourseFit[];
  /** Courses already listed for another interest area of the same study area go after the others. */
  alreadyListed: ReadonlySet<string>;
  limit: number;
  hosts: SiteHosts;
}

const list = (value: string | undefined): string[] => (value ?? "").split("|").map((v) => v.trim()).filter(Boolean);

/** The study level filter a course's own study level names ("Undergraduate" → Bachelor), if any. */
function ownFilter(studyLevel: string | undefined): StudyLevelFilter | undefined {
  const value = studyLevel?.trim() ?? "";
  if ((STUDY_LEVELS as readonly string[]).includes(value)) return value as StudyLevelFilter;
  if (value === "Research") return "Postgraduate";
  if (/^short course/i.test(value)) return "Short Course";
  return STUDY_LEVELS.find((filter) => STUDY_LEVEL_LABELS[filter] === value);
}

function isAtLevel(course: CourseSearchResult, level: StudyLevelFilter): boolean {
  const { courseLevel, provider, studyLevel } = course.metaData;
  if (!courseLevel?.trim()) return ownFilter(studyLevel) === level;
  return studyLevelsOf(courseLevelOf(courseLevel, provider), ownFilter(studyLevel)).includes(level);
}

function meets(course: CourseSearchResult, fit: CourseFit): boolean {
  const offered = fit.field === "studyMode"
    ? list(course.metaData.studyMode)
    // Online study shows as a delivery mode or as the 'Online' campus.
    : [...list(course.metaData.deliveryMode), ...list(course.metaData.campus)];
  return fit.values.some((value) => offered.includes(value));
}

function levelOf(course: CourseSearchResult): string | null {
  const { courseLevel, provider, studyLevel } = course.metaData;
  return courseLevelLabel(courseLevel, provider, studyLevel);
}

/**
 * The courses of one interest area among a study area's search results, at the level asked for: ones not yet
 * listed for another interest area first, then those that suit how and where the visitor wants to study,
 * then ones with an intake coming up, else in the search's order. Also how many there are in all.
 */
export function coursesForInterest(results: readonly CourseSearchResult[], choice: CourseChoice): { courses: QuizCourse[]; total: number } {
  const matching = results
    .map((course, index) => ({ course, index, href: resultHref(course.liveUrl, choice.hosts) }))
    .filter(({ course, href }) => href !== null
      && (choice.byInterest === false || list(course.metaData.interestArea).includes(choice.interestLabel))
      && (choice.level === null || isAtLevel(course, choice.level)))
    .map((entry) => ({ ...entry, fits: choice.fits.filter((fit) => meets(entry.course, fit)).map((fit) => fit.label) }));
  matching.sort((a, b) =>
    Number(choice.alreadyListed.has(a.course.liveUrl)) - Number(choice.alreadyListed.has(b.course.liveUrl))
    || b.fits.length - a.fits.length
    || Number(b.course.includeInIntakeFilter) - Number(a.course.includeInIntakeFilter)
    || a.index - b.index);
  const courses = matching.slice(0, choice.limit).map(({ course, href, fits }) => {
    const nextIntakeIso = course.metaData.nextIntake?.trim() || null;
    const nextIntake = formatDate(nextIntakeIso);
    return {
      key: course.liveUrl,
      code: course.metaData.courseCode?.trim() || null,
      title: course.title,
      href: href!,
      level: levelOf(course),
      duration: course.metaData.duration?.trim() || null,
      nextIntake,
      nextIntakeIso: nextIntake === null ? null : nextIntakeIso,
      fits,
    };
  });
  return { courses, total: matching.length };
}
