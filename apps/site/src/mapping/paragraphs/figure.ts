import type { Resource } from "@/tide/types";
import { richText, str } from "../attributes";
import { htmlToText } from "../html";
import type { ImageModel } from "../image";
import { mediaImage } from "../media-image";
import type { ParagraphContext } from "./context";

/** Image of spec §3 with what a figure shows under it: caption, source, long description. */
export interface FigureView extends ImageModel {
  id: string;
  source: string | null;
  longDescription: string | null;
}

const text = (r: Resource, key: string) => {
  const v = richText(r.attributes, key);
  return v ? htmlToText(v).trim() || null : null;
};

/** A media--image as a figure; null when it has no file. */
export function figureView(media: Resource | null, { rel, contentOrigin }: ParagraphContext): FigureView | null {
  const image = mediaImage(media, rel, contentOrigin);
  if (!media || !image) return null;
  const caption = text(media, "field_media_caption");
  return {
    ...image,
    ...(caption ? { caption } : {}),
    id: media.id,
    source: str(media.attributes, "field_media_source")?.trim() || null,
    longDescription: text(media, "field_media_long_description"),
  };
}
