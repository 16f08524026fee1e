import "server-only";
import { config } from "@/config/env";
import { studyAreas } from "@/config/study-areas/datasets";
import type { Audience } from "@/routing/types";
import { headFor } from "../head-for";
import type { LoadedPage } from "../loaded-page";
import type { SiteChrome } from "../site-chrome";
import { browseIndexHref } from "./browse-links";

/** Every study area with its levels and interest areas, for an audience (spec §3 datasets). */
export async function studyAreasIndex(audience: Audience, chrome: Promise<SiteChrome>): Promise<LoadedPage> {
  const cfg = config();
  const forWhom = audience === "international" ? " for international students" : "";
  return {
    kind: "study-areas",
    head: await headFor(chrome, browseIndexHref(cfg.productSlug, audience), {
      title: `Browse study areas${forWhom}`,
      description: `Ten study areas${forWhom}, from undergraduate degrees to TAFE and short courses: choose an interest area to see its courses.`,
      contentType: "study_area",
    }),
    view: {
      audience,
      areas: studyAreas(audience, cfg.productSlug),
      links: {
        domestic: browseIndexHref(cfg.productSlug, "domestic"),
        international: browseIndexHref(cfg.productSlug, "international"),
        atoz: `/study-at-${cfg.productSlug}/courses/browse-study-areas/all-courses-a-to-z`,
        finder: "/course-discovery",
        quiz: `/study-at-${cfg.productSlug}/course-discovery-quiz`,
      },
    },
  };
}
