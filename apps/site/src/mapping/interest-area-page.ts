import type { StudyArea, StudyLevelFilter } from "@/config/study-areas/types";
import { STUDY_LEVEL_LABELS } from "@/config/study-areas/datasets";
import type { Audience } from "@/config/audience";
import type { CourseSearchResult } from "@/tide/course-search-results";
import { browseLevelsOf } from "./course-browse-level";
import { courseCardView, type CourseCardView } from "./course-card";
import type { SiteHosts } from "./search-link";

export interface CourseGroupView {
  /** The study level of the group's courses; null for the courses whose level the search does not say. */
  filter: StudyLevelFilter | null;
  label: string;
  cards: CourseCardView[];
}

const LEVEL_ORDER: readonly StudyLevelFilter[] = ["Bachelor", "Postgraduate", "TAFE", "Short Course"];

/** The heading of the courses of no known level: beside the levels' groups, and alone. */
export const OTHER_COURSES_LABEL = "Other courses";
export const COURSES_LABEL = "Courses";

/** The group of courses of no known level headed for the groups it is listed with ("Other courses", or "Courses" alone). */
export function withRestHeading(groups: readonly CourseGroupView[]): CourseGroupView[] {
  const levelled = groups.some((group) => group.filter !== null);
  return groups.map((group) => (group.filter === null ? { ...group, label: levelled ? OTHER_COURSES_LABEL : COURSES_LABEL } : group));
}

/**
 * The courses grouped by study level (spec §9 course-level mapping), in the order the area's dataset lists
 * its levels, then any other level a course maps to, then every course whose level the search does not say
 * under one plain heading: a result with only the spec's fields is listed. With `upcomingOnly`, only courses
 * with a next intake.
 */
export function groupCourses(results: readonly CourseSearchResult[], area: StudyArea | undefined, audience: Audience, own: SiteHosts, upcomingOnly: boolean): CourseGroupView[] {
  const order = [...(area?.studyLevels.map((level) => level.filter) ?? []), ...LEVEL_ORDER]
    .filter((filter, index, all) => all.indexOf(filter) === index);
  const groups = new Map<StudyLevelFilter, CourseCardView[]>(order.map((filter) => [filter, []]));
  const rest: CourseCardView[] = [];
  for (const result of results) {
    if (upcomingOnly && !result.includeInIntakeFilter) continue;
    const card = courseCardView(result, audience, own);
    if (card === null) continue;
    const levels = browseLevelsOf(result.metaData);
    if (levels.length === 0) rest.push(card);
    for (const level of levels) groups.get(level)?.push(card);
  }
  const byTitle = (a: CourseCardView, b: CourseCardView) => a.title.localeCompare(b.title, "en");
  const levelled = order.flatMap((filter): CourseGroupView[] => {
    const cards = groups.get(filter) ?? [];
    const label = area?.studyLevels.find((level) => level.filter === filter)?.label ?? STUDY_LEVEL_LABELS[filter];
    return cards.length === 0 ? [] : [{ filter, label, cards: cards.sort(byTitle) }];
  });
  return withRestHeading(rest.length === 0 ? levelled : [...levelled, { filter: null, label: OTHER_COURSES_LABEL, cards: rest.sort(byTitle) }]);
}
