import type { StudyArea, StudyLevelFilter } from "@/config/study-areas/types";
import { withRestHeading, type CourseGroupView } from "./interest-area-page";

/*
 * An interest-area page whose courses cannot be picked out by interest area (its metadata class is off, or the
 * collection's class matched nothing): the area's courses at the interest area's own study levels, never an
 * empty page, with one plain line that says so.
 */

/** The study levels at which the area's dataset lists this interest area (for the page's audience). */
export function interestLevels(area: StudyArea | undefined, interestLabel: string): StudyLevelFilter[] {
  return (area?.studyLevels ?? []).filter((level) => level.interestAreas.some((interest) => interest.label === interestLabel)).map((level) => level.filter);
}

/**
 * Only the groups of these levels, and the courses whose level the search does not say (they may be at one of
 * them); every group when the dataset lists the interest area at none.
 */
export function groupsAtLevels(groups: readonly CourseGroupView[], levels: readonly StudyLevelFilter[]): CourseGroupView[] {
  if (levels.length === 0) return [...groups];
  return withRestHeading(groups.filter((group) => group.filter === null || levels.includes(group.filter)));
}

/** The line of a broadened page: what is shown instead, and why, in plain words. */
export function broadenedLine(areaLabel: string, interestLabel: string, levelLabels: readonly string[]): string {
  const at = levelLabels.length === 0 ? "" : ` at these levels: ${levelLabels.join(", ")}`;
  return `These are all ${areaLabel} courses${at}. Our course search can't pick out the ${interestLabel} ones on their own.`;
}
