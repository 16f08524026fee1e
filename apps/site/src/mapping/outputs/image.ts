import type { Resource } from "@/tide/types";
import { str } from "../attributes";
import type { ImageModel } from "../image";
import { mediaImage } from "../media-image";
import type { Relations } from "../relations";

/** Image output of spec §3 (src, alt; size and caption when known) of a node's media field. */
export function imageOutput(node: Resource, field: string, rel: Relations, contentOrigin: string): ImageModel | null {
  const media = rel.one(node, field);
  const image = mediaImage(media, rel, contentOrigin);
  if (!image || !media) return image;
  const caption = str(media.attributes, "field_media_caption");
  return caption ? { ...image, caption } : image;
}
