import { AUDIENCE_QUERY_VALUE } from "@/config/constants";
import type { RouteMatch } from "./types";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The study-area browse page for the two segments below browse-study-areas
 * ({study-area}/{interest-area}); null when they are not exactly two slugs. The international variant
 * is `?audience=international`, or the same as a third segment `/international` — the form the proxy
 * rewrites the query into, so that both variants can be cached as pages.
 */
export function matchStudyArea(rest: readonly string[], search: URLSearchParams): RouteMatch | null {
  const pathInternational = rest.length === 3 && rest[2] === AUDIENCE_QUERY_VALUE;
  if (rest.length !== 2 && !pathInternational) return null;
  const [studyArea = "", interestArea = ""] = rest;
  if (!SLUG.test(studyArea) || !SLUG.test(interestArea)) return null;
  const audience = pathInternational || search.get("audience") === AUDIENCE_QUERY_VALUE ? "international" : "domestic";
  return { kind: "study-area", studyArea, interestArea, audience };
}

/** The path form of an international study-area URL, or null when the URL is not one. */
export function studyAreaAudiencePath(pathname: string, search: URLSearchParams, productSlug: string): string | null {
  if (search.get("audience") !== AUDIENCE_QUERY_VALUE) return null;
  const prefix = `/study-at-${productSlug}/courses/browse-study-areas/`;
  if (!pathname.startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length).replace(/\/+$/, "").split("/");
  if (rest.length !== 2 || rest[0] === "all-courses-a-to-z" || !rest.every((s) => SLUG.test(s))) return null;
  return `${prefix}${rest.join("/")}/${AUDIENCE_QUERY_VALUE}`;
}
