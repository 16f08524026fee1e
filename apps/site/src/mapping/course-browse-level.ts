import { STUDY_LEVELS } from "@/config/constants";
import { STUDY_LEVEL_LABELS } from "@/config/study-areas/datasets";
import type { StudyLevelFilter } from "@/config/study-areas/types";
import { courseLevelOf, studyLevelsOf } from "./course-level";

/*
 * The study level a browse page groups a course result under. The spec's course search result has only liveUrl,
 * title, studyTopicArea and nextIntake (§3); the level comes from classes it does not name (courseLevel, provider,
 * studyLevelFilter, studyLevel), each configurable and each possibly absent from a university's own collection.
 * The metaData here is read under the site's own names (config/search-meta.ts), so a class configured off is
 * already gone. A course none of them places is still a course of the area: it has no level, not no place.
 */

const present = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** A study level's filter value ("Postgraduate") or label ("Undergraduate", "Short courses (non-award)"), as a filter. */
function namedLevel(value: string | undefined): StudyLevelFilter | undefined {
  const text = present(value);
  if (text === undefined) return undefined;
  const lower = text.toLowerCase();
  const byName = STUDY_LEVELS.find((filter) => filter.toLowerCase() === lower || STUDY_LEVEL_LABELS[filter].toLowerCase() === lower);
  if (byName) return byName;
  if (lower === "research") return "Postgraduate";
  return /^short courses?\b/.test(lower) ? "Short Course" : undefined;
}

/**
 * The study levels a course is grouped under: by its course level and provider (spec §9's mapping), else by its
 * study level filter, else by its own study level when that names one of the spec's levels. [] when its
 * collection does not say: the page lists it under one plain heading, never leaves it out.
 */
export function browseLevelsOf(meta: Readonly<Record<string, string>>): StudyLevelFilter[] {
  const ownFilter = present(meta.studyLevelFilter);
  const qualification = present(meta.courseLevel) ?? ownFilter ?? "";
  const provider = present(meta.provider);
  if (qualification !== "" || provider !== undefined) {
    const mapped = studyLevelsOf(courseLevelOf(qualification, provider), ownFilter);
    if (mapped.length > 0) return mapped;
  }
  const named = namedLevel(ownFilter) ?? namedLevel(meta.studyLevel);
  return named === undefined ? [] : [named];
}
