import type { Attributes } from "../db/schema.ts";

/** The course finder's extra topic area of every Higher Education diploma (spec §7: Education, Business, Computers & IT). */
const HIGHER_EDUCATION_DIPLOMA = "Higher Education diploma";

/** The study area whose browse page asks for three topic areas of its own instead of its name (spec §7). */
const PREPARATION_AREA = "VCE, preparation & English language";

/** Interest area of the preparation area → the topic area the course finder asks for. */
const PREPARATION_TOPICS: Readonly<Record<string, string>> = {
  "English language": "English preparation",
  VCE: "Secondary school (VCE)",
  "Foundation & tertiary preparation": "Foundation studies",
};

/**
 * A course's `studyTopicArea` values (metaData and the Study area facet): the names of its study areas, plus the
 * topic areas the course finder asks for that are not study areas — `Higher Education diploma` for a course of
 * that AQF level, and for a course of the preparation area one value per interest area it has there.
 */
export function courseTopicAreas(studyAreaNames: readonly string[], interestAreaNames: readonly string[], attributes: Attributes): string[] {
  const topics = [...studyAreaNames];
  if (attributes.field_course_aqf_level === HIGHER_EDUCATION_DIPLOMA) topics.push(HIGHER_EDUCATION_DIPLOMA);
  if (studyAreaNames.includes(PREPARATION_AREA)) {
    for (const interest of interestAreaNames) {
      const topic = PREPARATION_TOPICS[interest];
      if (topic !== undefined) topics.push(topic);
    }
  }
  return [...new Set(topics)];
}
