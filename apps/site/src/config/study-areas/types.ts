import type { STUDY_LEVELS } from "../constants";

/** A study level's filter value (spec §3, §9): Bachelor, Postgraduate, TAFE, Short Course. */
export type StudyLevelFilter = (typeof STUDY_LEVELS)[number];

/** An interest area within one study level of a study area: its label and the browse page it opens. */
export interface InterestArea {
  label: string;
  url: string;
}

export interface StudyLevel {
  label: string;
  filter: StudyLevelFilter;
  interestAreas: InterestArea[];
}

/** A study area of the browse pages (spec §3): its label and the levels it offers, for one audience. */
export interface StudyArea {
  label: string;
  /** The area's URL segment under browse-study-areas. */
  slug: string;
  studyLevels: StudyLevel[];
}
