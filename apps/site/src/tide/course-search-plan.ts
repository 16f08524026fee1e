import { SEARCH_RESULTS_CAP } from "@/config/constants";
import { STUDENT_TYPE_PARAM, STUDENT_TYPES } from "@/routing/search-scopes";
import type { Audience } from "@/config/audience";

/*
 * The course search of spec §7: which requests one study-area page makes to the search service, and how
 * their parameters are written. Pure, so that every rule is tested without a service.
 */

/** The Funnelback parameter names the course search sends. */
const COURSE_SEARCH_PARAMS = {
  tab: "f.Tabs|courses",
  studentType: STUDENT_TYPE_PARAM,
  studyArea: "f.Study area|studyTopicArea",
} as const;

const COURSES_TAB = "Courses & units";

/**
 * The study-area filter values of one area's requests: the area itself, plus Higher Education diplomas for
 * three areas; the VCE area's courses are filed under three values of their own instead.
 */
export function studyAreaFilters(areaLabel: string): string[] {
  switch (areaLabel) {
    case "Education":
    case "Business":
    case "Computers & IT":
      return [areaLabel, "Higher Education diploma"];
    case "VCE, preparation & English language":
      return ["English preparation", "Secondary school (VCE)", "Foundation studies"];
    default:
      return [areaLabel];
  }
}

/**
 * Funnelback's query language: courses whose interest-area metadata class holds this interest area. The class
 * is not the spec's (its plan is the area, the tab and the student type): it is configured, and may be off.
 */
export function interestAreaQuery(interestClass: string, interestLabel: string): string {
  return `${interestClass}:"${interestLabel.replaceAll('"', " ")}"`;
}

export interface CourseSearchInput {
  collection: string;
  audience: Audience;
  areaLabel: string;
  /** Narrows the area to one interest area; null searches the whole area. */
  interestLabel: string | null;
  /** The metadata class that narrows to an interest area (SEARCH_META_INTEREST_AREA); null: never narrowed. */
  interestClass: string | null;
}

/** Whether a search of this input is narrowed to its interest area (else it lists the whole area). */
export function narrowsToInterest(input: Pick<CourseSearchInput, "interestLabel" | "interestClass">): boolean {
  return input.interestLabel !== null && input.interestClass !== null;
}

export type SearchParams = Readonly<Record<string, string>>;

/** The parameters of each request, one per study-area filter value, as plain (unencoded) text. */
export function courseSearchPlan(input: CourseSearchInput): SearchParams[] {
  return studyAreaFilters(input.areaLabel).map((area) => ({
    profile: "_default",
    collection: input.collection,
    num_ranks: String(SEARCH_RESULTS_CAP),
    query: input.interestLabel !== null && input.interestClass !== null ? interestAreaQuery(input.interestClass, input.interestLabel) : "",
    [COURSE_SEARCH_PARAMS.tab]: COURSES_TAB,
    [COURSE_SEARCH_PARAMS.studentType]: STUDENT_TYPES[input.audience],
    [COURSE_SEARCH_PARAMS.studyArea]: area,
  }));
}

/**
 * Spec §7: parameters serialised in sorted order, without encoding — `name=value` joined by `&`, exactly as
 * given. Anything that is not already safe in a query string must therefore be made safe before it gets
 * here: see `wireParams`.
 */
export function serialiseParams(params: SearchParams): string {
  return Object.keys(params)
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join("&");
}

/**
 * The parameters with every name and value percent-encoded once, so that the unencoding serialiser writes a
 * correct query string: 'Courses & units' would otherwise end its parameter at the '&' (and ' units' become
 * a parameter of its own), and a space is not allowed in a URL at all. Sorting is by the plain names.
 */
export function wireParams(params: SearchParams): SearchParams {
  const sorted = Object.keys(params).sort();
  const wire: Record<string, string> = {};
  for (const name of sorted) wire[encodeURIComponent(name)] = encodeURIComponent(params[name] ?? "");
  return wire;
}

/** The request URL of one planned request: the base, then its parameters in sorted order. */
export function courseSearchUrl(base: string, params: SearchParams): string {
  return `${base}${base.includes("?") ? "&" : "?"}${serialiseParams(wireParams(params))}`;
}
