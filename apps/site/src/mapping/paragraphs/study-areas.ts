import type { Resource } from "@/tide/types";
import { studyAreas } from "@/config/study-areas/datasets";
import { richText, str } from "../attributes";
import { sanitiseHtml } from "../html";
import type { LinkView, ParagraphContext } from "./context";
import { linkField } from "./link-field";

/**
 * paragraph--study_areas (ours): the study-area vocabulary as a grid. The paragraph holds only its words; the
 * areas themselves are the site's study-area dataset (the one the browse pages use), so the grid never lists
 * an area that has no page.
 */
export interface StudyAreasView {
  type: "study_areas";
  id: string;
  title: string;
  html: string;
  link: LinkView | null;
}

/** One tile of the grid: an area's browse page and the levels it offers. */
export interface StudyAreaTile {
  slug: string;
  label: string;
  href: string;
  levels: string;
}

export const STUDY_AREAS_DEFAULT_TITLE = "Study areas";

export function studyAreasView(p: Resource, _ctx: ParagraphContext): StudyAreasView {
  const a = p.attributes ?? {};
  return {
    type: "study_areas",
    id: p.id,
    title: str(a, "field_paragraph_title")?.trim() || STUDY_AREAS_DEFAULT_TITLE,
    html: sanitiseHtml(richText(a, "field_paragraph_body")),
    link: linkField(a.field_paragraph_cta),
  };
}

/** The ten study areas, each linking to its browse page, with its levels for domestic students. */
export function studyAreaTiles(productSlug: string): StudyAreaTile[] {
  const browse = `/study-at-${productSlug}/courses/browse-study-areas`;
  return studyAreas("domestic", productSlug).map((area) => ({
    slug: area.slug,
    label: area.label,
    href: `${browse}/${area.slug}`,
    levels: area.studyLevels.map((level) => level.label.replace(/ \(non-award\)$/, "")).join(" · "),
  }));
}
