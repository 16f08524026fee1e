import type { StudyLevelFilter } from "@/config/study-areas/types";

/** Spec §9, course-level mapping: the course levels each study level covers. */
export const COURSE_LEVEL_MAPPING: Readonly<Record<StudyLevelFilter, readonly string[]>> = {
  Bachelor: ["Bachelor", "Undergraduate", "Undergraduate certificate", "Double qualification"],
  Postgraduate: ["Postgraduate", "Postgraduate research", "Double qualification"],
  TAFE: ["TAFE", "Higher Education diplomas"],
  "Short Course": ["Short Course", "Short Courses"],
};

const STUDY_LEVEL_ORDER: readonly StudyLevelFilter[] = ["Bachelor", "Postgraduate", "TAFE", "Short Course"];

/**
 * The course level of the mapping for a course's qualification (its AQF level, as the search gives it in
 * metaData.courseLevel) and provider: coursework postgraduate awards are Postgraduate, research degrees
 * Postgraduate research, the polytechnic's awards TAFE.
 */
export function courseLevelOf(qualification: string, provider: string | undefined): string {
  const q = qualification.trim();
  switch (q) {
    case "Bachelor":
    case "Undergraduate certificate":
    case "Double qualification":
    case "Short Course":
      return q;
    case "Higher Education diploma":
      return "Higher Education diplomas";
    case "Doctoral":
    case "Masters (Research)":
      return "Postgraduate research";
    case "Graduate Certificate":
    case "Graduate Diploma":
    case "Masters (Coursework)":
    case "Masters (Extended)":
      return "Postgraduate";
    default:
      return provider?.trim().toLowerCase() === "polytechnic" ? "TAFE" : q;
  }
}

/**
 * The study levels a course is grouped under. A level the mapping puts in two groups (a double qualification)
 * goes to the one its own study level filter names, when the search says.
 */
export function studyLevelsOf(courseLevel: string, ownFilter: string | undefined): StudyLevelFilter[] {
  const groups = STUDY_LEVEL_ORDER.filter((level) => COURSE_LEVEL_MAPPING[level].includes(courseLevel));
  if (groups.length > 1 && ownFilter && groups.includes(ownFilter as StudyLevelFilter)) return [ownFilter as StudyLevelFilter];
  return groups;
}

/**
 * Spec §9, level labels: Undergraduate; Research for Doctoral and Masters (Research); Postgraduate for other
 * postgraduate awards; TAFE when the provider is the polytechnic; Short course (non-award) for short courses.
 */
export function levelLabel(qualification: string, provider: string | undefined): string {
  const level = courseLevelOf(qualification, provider);
  if (level === "Postgraduate research") return "Research";
  if (level === "Postgraduate") return "Postgraduate";
  if (level === "TAFE") return "TAFE";
  if (level === "Short Course" || level === "Short Courses") return "Short course (non-award)";
  return "Undergraduate";
}

/**
 * A course's level label from its search metadata: from its qualification (levelLabel), except that a double
 * qualification, undergraduate or postgraduate, says which by its own study level; a course without a
 * qualification has its study level, or nothing.
 */
export function courseLevelLabel(courseLevel: string | undefined, provider: string | undefined, studyLevel: string | undefined): string | null {
  const own = studyLevel?.trim() || null;
  if (!courseLevel?.trim()) return own;
  if (courseLevelOf(courseLevel, provider) === "Double qualification" && own) return own;
  return levelLabel(courseLevel, provider);
}
