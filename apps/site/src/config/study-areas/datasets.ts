import { AUDIENCE_QUERY_VALUE } from "../constants";
import type { Audience } from "@/config/audience";
import { DOMESTIC_LEVELS, INTERNATIONAL_LEVELS, STUDY_AREA_CATALOGUE, type LevelPlan } from "./catalogue";
import type { StudyArea, StudyLevelFilter } from "./types";

/** Spec §3: the study level label/filter value pairs. */
export const STUDY_LEVEL_LABELS: Readonly<Record<StudyLevelFilter, string>> = {
  Bachelor: "Undergraduate",
  Postgraduate: "Postgraduate",
  TAFE: "TAFE",
  "Short Course": "Short courses (non-award)",
};

/** The browse page of an interest area, for an audience (international adds audience=international, spec §2.1). */
export function interestAreaPath(productSlug: string, area: string, interest: string, audience: Audience): string {
  const path = `/study-at-${productSlug}/courses/browse-study-areas/${area}/${interest}`;
  return audience === "international" ? `${path}?audience=${AUDIENCE_QUERY_VALUE}` : path;
}

function build(plan: LevelPlan, audience: Audience, productSlug: string): StudyArea[] {
  return STUDY_AREA_CATALOGUE.map((area) => ({
    label: area.label,
    slug: area.slug,
    studyLevels: (plan[area.slug] ?? []).map(([filter, slugs]) => ({
      label: STUDY_LEVEL_LABELS[filter],
      filter,
      interestAreas: slugs.map((slug) => {
        const interest = area.interestAreas.find((entry) => entry.slug === slug);
        if (!interest) throw new Error(`study-area dataset: ${area.slug} has no interest area ${slug}`);
        return { label: interest.label, url: interestAreaPath(productSlug, area.slug, slug, audience) };
      }),
    })),
  }));
}

const built = new Map<string, StudyArea[]>();

/** The static study-area dataset of an audience (spec §3), its URLs under the product's slug. */
export function studyAreas(audience: Audience, productSlug: string): readonly StudyArea[] {
  const key = `${audience}:${productSlug}`;
  let areas = built.get(key);
  if (!areas) {
    areas = build(audience === "international" ? INTERNATIONAL_LEVELS : DOMESTIC_LEVELS, audience, productSlug);
    built.set(key, areas);
  }
  return areas;
}

/** A study area and one of its interest areas by their URL slugs, or null when either is not in the catalogue. */
export function findInterestArea(areaSlug: string, interestSlug: string): { area: { slug: string; label: string }; interest: { slug: string; label: string } } | null {
  const area = STUDY_AREA_CATALOGUE.find((entry) => entry.slug === areaSlug);
  const interest = area?.interestAreas.find((entry) => entry.slug === interestSlug);
  return area && interest ? { area: { slug: area.slug, label: area.label }, interest: { slug: interest.slug, label: interest.label } } : null;
}
