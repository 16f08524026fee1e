import { AUDIENCE_QUERY_VALUE } from "@/config/constants";
import { INTAKE_FILTER_PARAM, INTAKE_FILTER_VALUE } from "@/routing/study-area";
import type { Audience } from "@/config/audience";

/** The public URLs of the browse pages' variants (the page steps serve each from its path form). */
export function browseIndexHref(productSlug: string, audience: Audience): string {
  const path = `/study-at-${productSlug}/courses/browse-study-areas`;
  return audience === "international" ? `${path}?audience=${AUDIENCE_QUERY_VALUE}` : path;
}

export function interestAreaHref(productSlug: string, area: string, interest: string, audience: Audience, upcomingOnly: boolean): string {
  const params = new URLSearchParams();
  if (audience === "international") params.set("audience", AUDIENCE_QUERY_VALUE);
  if (upcomingOnly) params.set(INTAKE_FILTER_PARAM, INTAKE_FILTER_VALUE);
  const query = params.toString();
  return `/study-at-${productSlug}/courses/browse-study-areas/${area}/${interest}${query ? `?${query}` : ""}`;
}
