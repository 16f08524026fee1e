import type { Resource } from "@/tide/types";
import { str } from "../attributes";
import type { ParagraphContext } from "./context";
import { figureView, type FigureView } from "./figure";

export interface MediaGalleryView {
  type: "media_gallery";
  id: string;
  title: string | null;
  images: FigureView[];
}

/** paragraph--media_gallery → block_content--media_gallery (its `info` is the title) → media--image list. */
export function mediaGalleryView(p: Resource, ctx: ParagraphContext): MediaGalleryView {
  const gallery = ctx.rel.one(p, "field_paragraph_media_gallery");
  const images = gallery ? ctx.rel.many(gallery, "field_gallery_media").map((m) => figureView(m, ctx)) : [];
  return {
    type: "media_gallery",
    id: p.id,
    title: str(p.attributes, "field_paragraph_title") ?? (gallery ? str(gallery.attributes, "info") : null),
    images: images.filter((i): i is FigureView => i !== null),
  };
}
