import type { Attributes } from "../db/schema.ts";

/**
 * A course's `studyTopicArea` values: the names of its study areas. Kept apart because the course finder
 * also asks for topic areas that are not study areas (e.g. 'Higher Education diploma'), which a later change
 * derives here from the course's attributes.
 */
export function courseTopicAreas(studyAreaNames: string[], _attributes: Attributes): string[] {
  return [...new Set(studyAreaNames)];
}
