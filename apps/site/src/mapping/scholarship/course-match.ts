import type { Audience } from "@/config/audience";
import { searchHref, serviceParams, type SearchState } from "@/routing/search-query";
import type { SearchResponse } from "@/tide/search-response";
import type { Resource } from "@/tide/types";
import { str } from "../attributes";
import { nodePath } from "../node-path";
import type { Relations } from "../relations";
import type { SiteHosts } from "../search-link";
import { courseLevelLabel, type CourseScholarships } from "../types/course";
import { scholarshipCardView } from "./card";
import { compactDay, universityToday } from "./dates";

/** What a scholarship search needs to know of a course: its code, its study level and its study areas. */
export interface CourseForScholarships {
  code: string;
  title: string;
  href: string;
  /** The course's study level as the search service labels it (the Study level facet). */
  levels: string[];
  /** Its study areas' names (the Study area facet). */
  areas: string[];
}

/** How many scholarships a course page lists. */
export const COURSE_SCHOLARSHIPS_SHOWN = 4;

/** A course node (with its study areas included) as what a scholarship search narrows by. Pure. */
export function courseForScholarships(course: Resource, rel: Relations): CourseForScholarships | null {
  const a = course.attributes;
  const code = str(a, "field_course_code");
  if (!code) return null;
  return {
    code: code.toUpperCase(),
    title: str(a, "title") ?? code,
    href: nodePath(course),
    levels: [courseLevelLabel(str(a, "field_course_aqf_level"), str(a, "field_course_provider"), str(a, "field_course_level_label"))],
    areas: rel.many(course, "field_study_area").map((t) => str(t.attributes, "name") ?? "").filter(Boolean),
  };
}

/** The search service's `yyyymmdd` of today in the university's time zone. */
export function searchToday(now: number): string {
  return compactDay(universityToday(now));
}

/** The scholarship finder's state for one course's students of one audience: open ones, soonest closing first. */
export function courseScholarshipsState(code: string, audience: Audience): SearchState {
  return { scope: "scholarships", audience, query: "", tab: "scholarships", facets: [], sort: "", page: 1, status: "open", course: code.toUpperCase() };
}

/**
 * The request of a course page's "Scholarships you could apply for": the scholarships collection, this audience's
 * Student type, open today or later, the course's level and areas, tied to this course or to none, the soonest
 * closing first, the first few. Pure.
 */
export function courseScholarshipsParams(course: Pick<CourseForScholarships, "code" | "levels" | "areas">, audience: Audience, collection: string, now: number): [string, string][] {
  const params = serviceParams(courseScholarshipsState(course.code, audience), collection, { today: searchToday(now), course });
  return params.map(([k, v]): [string, string] => (k === "num_ranks" ? [k, String(COURSE_SCHOLARSHIPS_SHOWN)] : [k, v]));
}

/**
 * The section of a course page from the search service's answer: the cards (at most four) and the count, or null
 * when none matched. Pure.
 */
export function courseScholarshipsView(response: SearchResponse, code: string, audience: Audience, own: SiteHosts, now: number): CourseScholarships | null {
  const packet = response.response.resultPacket;
  const cards = (packet?.results ?? []).flatMap((r) => scholarshipCardView(r, own, now) ?? []).slice(0, COURSE_SCHOLARSHIPS_SHOWN);
  if (cards.length === 0) return null;
  return { cards, total: Math.max(packet?.resultsSummary?.totalMatching ?? cards.length, cards.length), href: searchHref(courseScholarshipsState(code, audience)) };
}
