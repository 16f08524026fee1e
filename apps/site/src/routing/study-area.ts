import { AUDIENCE_QUERY_VALUE } from "@/config/constants";
import type { RouteMatch } from "./types";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The study-area browse page for the two segments below browse-study-areas
 * ({study-area}/{interest-area}); null when they are not exactly two slugs.
 */
export function matchStudyArea(rest: readonly string[], search: URLSearchParams): RouteMatch | null {
  if (rest.length !== 2) return null;
  const [studyArea = "", interestArea = ""] = rest;
  if (!SLUG.test(studyArea) || !SLUG.test(interestArea)) return null;
  const audience = search.get("audience") === AUDIENCE_QUERY_VALUE ? "international" : "domestic";
  return { kind: "study-area", studyArea, interestArea, audience };
}
