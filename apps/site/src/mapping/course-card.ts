import type { Audience } from "@/config/audience";
import type { CourseSearchResult } from "@/tide/course-search-results";
import type { SearchResult } from "@/tide/search-response";
import { courseLevelLabel } from "./course-level";
import { formatDate } from "./dates";
import { resultHref, type SiteHosts } from "./search-link";

/** A course as a card of the browse pages, the finder and the quiz (title, level label, key facts, link). */
export interface CourseCardView {
  /** The course's liveUrl: unique within any one list. */
  key: string;
  title: string;
  href: string;
  code: string | null;
  levelLabel: string;
  duration: string | null;
  campuses: string[];
  studyModes: string[];
  /** '22 February 2027', or null when the course has no dated intake. */
  nextIntake: string | null;
  summary: string | null;
  includeInIntakeFilter: boolean;
}

const list = (value: string | undefined): string[] =>
  (value ?? "").split("|").map((item) => item.trim()).filter((item) => item !== "");

const orNull = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Course pages' international variants add /international (content/catalogue/FIELDS.md). */
function audienceHref(href: string, audience: Audience): string {
  if (audience !== "international" || !href.startsWith("/courses/")) return href;
  const [path = href, rest = ""] = href.split(/(?=[?#])/);
  return path.endsWith("/international") ? href : `${path.replace(/\/+$/, "")}/international${rest}`;
}

/** The card of a course result; null when it has no link a visitor could follow. */
export function courseCardView(result: SearchResult | CourseSearchResult, audience: Audience, own: SiteHosts): CourseCardView | null {
  const href = resultHref(result.liveUrl, own);
  if (href === null) return null;
  const m = result.metaData;
  const nextIntake = orNull(m.nextIntake);
  return {
    key: result.liveUrl,
    title: result.title,
    href: audienceHref(href, audience),
    code: orNull(m.courseCode),
    levelLabel: courseLevelLabel(m.courseLevel, m.provider, m.studyLevel) ?? "Course",
    duration: orNull(m.duration),
    campuses: list(m.campus),
    studyModes: list(m.studyMode),
    nextIntake: formatDate(nextIntake),
    // The course's own one-line summary (Funnelback's description class `c`), not the search's snippet.
    summary: orNull(m.c),
    includeInIntakeFilter: "includeInIntakeFilter" in result ? result.includeInIntakeFilter : nextIntake !== null,
  };
}
