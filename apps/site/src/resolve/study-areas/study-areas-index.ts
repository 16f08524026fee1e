import "server-only";
import { config } from "@/config/env";
import { studyAreas } from "@/config/study-areas/datasets";
import type { Audience } from "@/config/audience";
import type { TideContext } from "@/tide/context";
import { TideError } from "@/tide/errors";
import { contentByPath } from "../content-page";
import { headFor } from "../head-for";
import type { LoadedPage } from "../loaded-page";
import type { SiteChrome } from "../site-chrome";
import { browseIndexHref } from "./browse-links";

/**
 * The content system's own page at the same path, when there is one: its intro and paragraphs (an editor's
 * words about study levels, say) follow the areas. The page is whole without it.
 */
async function editorsPage(path: string, chrome: Promise<SiteChrome>, ctx: TideContext) {
  try {
    const page = await contentByPath(path, path, chrome, ctx);
    return page.kind === "content" ? page.view : null;
  } catch (error) {
    if (error instanceof TideError) return null;
    throw error;
  }
}

/** Every study area with its levels and interest areas, for an audience (spec §3 datasets). */
export async function studyAreasIndex(audience: Audience, chrome: Promise<SiteChrome>, ctx: TideContext): Promise<LoadedPage> {
  const cfg = config();
  const forWhom = audience === "international" ? " for international students" : "";
  const editors = await editorsPage(browseIndexHref(cfg.productSlug, "domestic"), chrome, ctx);
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
      components: editors?.components ?? [],
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
