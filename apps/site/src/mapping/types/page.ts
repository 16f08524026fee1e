import type { Resource } from "@/tide/types";
import { str } from "../attributes";
import type { ImageModel } from "../image";
import { mediaImage } from "../media-image";
import type { Relations } from "../relations";

/** Landing pages, basic pages, microsite pages and the lighter types (success story, webform container …). */
export interface PageDetail {
  type: "page";
  /** A hero image that differs from the featured image (landing pages). */
  heroImage: ImageModel | null;
  heroTitle: string | null;
  /** The microsite's short name for its menu (root microsite page). */
  micrositeTitle: string | null;
  /** A success story's quote or a student profile's words, when the type has them. */
  quote: string | null;
}

export function pageDetail(node: Resource, rel: Relations, contentOrigin: string): PageDetail {
  const a = node.attributes;
  return {
    type: "page",
    heroImage: mediaImage(rel.one(node, "field_landing_page_hero_image"), rel, contentOrigin),
    heroTitle: str(a, "field_landing_page_hero_title"),
    micrositeTitle: str(a, "field_microsite_menu_title"),
    quote: str(a, "field_success_story_quote") ?? str(a, "field_student_profile_quote"),
  };
}
