import type { StudyArea, StudyLevelFilter } from "@/config/study-areas/types";
import { STUDY_LEVEL_LABELS } from "@/config/study-areas/datasets";
import type { Audience } from "@/config/audience";
import type { CourseSearchResult } from "@/tide/course-search-results";
import { courseCardView, type CourseCardView } from "./course-card";
import { courseLevelOf, studyLevelsOf } from "./course-level";
import type { SiteHosts } from "./search-link";

export interface CourseGroupView {
  filter: StudyLevelFilter;
  label: string;
  cards: CourseCardView[];
}

const LEVEL_ORDER: readonly StudyLevelFilter[] = ["Bachelor", "Postgraduate", "TAFE", "Short Course"];

/**
 * The courses grouped by study level (spec §9 course-level mapping), in the order the area's dataset lists
 * its levels, then any other level a course maps to. With `upcomingOnly`, only courses with a next intake.
 */
export function groupCourses(results: readonly CourseSearchResult[], area: StudyArea | undefined, audience: Audience, own: SiteHosts, upcomingOnly: boolean): CourseGroupView[] {
  const order = [...(area?.studyLevels.map((level) => level.filter) ?? []), ...LEVEL_ORDER]
    .filter((filter, index, all) => all.indexOf(filter) === index);
  const groups = new Map<StudyLevelFilter, CourseCardView[]>(order.map((filter) => [filter, []]));
  for (const result of results) {
    if (upcomingOnly && !result.includeInIntakeFilter) continue;
    const card = courseCardView(result, audience, own);
    if (card === null) continue;
    const m = result.metaData;
    const levels = studyLevelsOf(courseLevelOf(m.courseLevel ?? m.studyLevelFilter ?? "", m.provider), m.studyLevelFilter);
    const placed = levels.length > 0 ? levels : LEVEL_ORDER.filter((level) => level === m.studyLevelFilter);
    for (const level of placed) groups.get(level)?.push(card);
  }
  const byTitle = (a: CourseCardView, b: CourseCardView) => a.title.localeCompare(b.title, "en");
  return order.flatMap((filter) => {
    const cards = groups.get(filter) ?? [];
    const label = area?.studyLevels.find((level) => level.filter === filter)?.label ?? STUDY_LEVEL_LABELS[filter];
    return cards.length === 0 ? [] : [{ filter, label, cards: cards.sort(byTitle) }];
  });
}
