import { AUDIENCE_QUERY_VALUE } from "@/config/constants";
import type { RouteMatch } from "./types";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The query of the 'Only courses with an upcoming intake' filter, and its path form. */
export const INTAKE_FILTER_PARAM = "intake";
export const INTAKE_FILTER_VALUE = "upcoming";
const INTAKE_SEGMENT = "upcoming-intake";

/*
 * The browse pages take their variants from the query (`?audience=international`, `?intake=upcoming`), which the
 * page steps rewrite into trailing path segments (`/international`, `/upcoming-intake`, in that order), so that
 * each variant is a page of its own in the page cache and no visitor's audience reaches another.
 */

function variants(rest: readonly string[], search: URLSearchParams) {
  const suffix = [...rest];
  const upcomingPath = suffix.at(-1) === INTAKE_SEGMENT;
  if (upcomingPath) suffix.pop();
  const internationalPath = suffix.at(-1) === AUDIENCE_QUERY_VALUE;
  if (internationalPath) suffix.pop();
  return {
    segments: suffix,
    international: internationalPath || search.get("audience") === AUDIENCE_QUERY_VALUE,
    upcomingOnly: upcomingPath || search.get(INTAKE_FILTER_PARAM) === INTAKE_FILTER_VALUE,
  };
}

/**
 * The study-area browse page for the segments below browse-study-areas: none (the index of areas) or
 * {study-area}/{interest-area}; null for anything else.
 */
export function matchStudyArea(rest: readonly string[], search: URLSearchParams): RouteMatch | null {
  const { segments, international, upcomingOnly } = variants(rest, search);
  const audience = international ? "international" : "domestic";
  if (segments.length === 0 && !upcomingOnly) return { kind: "study-areas", audience };
  if (segments.length !== 2) return null;
  const [studyArea = "", interestArea = ""] = segments;
  if (!SLUG.test(studyArea) || !SLUG.test(interestArea)) return null;
  return { kind: "study-area", studyArea, interestArea, audience, upcomingOnly };
}

/** The path form of a browse page's variant URL (see above), or null when the URL is not one. */
export function studyAreaVariantPath(pathname: string, search: URLSearchParams, productSlug: string): string | null {
  const international = search.get("audience") === AUDIENCE_QUERY_VALUE;
  const upcoming = search.get(INTAKE_FILTER_PARAM) === INTAKE_FILTER_VALUE;
  if (!international && !upcoming) return null;
  const index = `/study-at-${productSlug}/courses/browse-study-areas`;
  const trimmed = pathname.replace(/\/+$/, "");
  if (trimmed === index) return international ? `${index}/${AUDIENCE_QUERY_VALUE}` : null;
  if (!trimmed.startsWith(`${index}/`)) return null;
  const rest = trimmed.slice(index.length + 1).split("/");
  if (rest.length !== 2 || rest[0] === "all-courses-a-to-z" || !rest.every((s) => SLUG.test(s))) return null;
  return `${index}/${rest.join("/")}${international ? `/${AUDIENCE_QUERY_VALUE}` : ""}${upcoming ? `/${INTAKE_SEGMENT}` : ""}`;
}
