import type { Image } from "@yu/site-data";
import type { ResourceRow } from "../db/resource-store.ts";
import { identifiersOf } from "../jsonapi/includes.ts";

export const MEDIA_FILE_FIELDS = ["field_media_image", "field_media_file", "field_m_file", "thumbnail"];

/** The file reference of a media item, with the relationship meta (alt, width, height) Tide puts there. */
export function mediaFile(media: ResourceRow): { fileUuid: string; meta: Record<string, unknown> } | null {
  for (const field of MEDIA_FILE_FIELDS) {
    const [identifier] = identifiersOf(media.relationships, field);
    if (identifier !== undefined) return { fileUuid: identifier.id, meta: identifier.meta ?? {} };
  }
  return null;
}

/** Media uuid → Image with an absolute src on the content service. */
export function mediaImages(media: ResourceRow[], files: ResourceRow[], publicUrl: string): Map<string, Image> {
  const fileUrls = new Map<string, string>();
  for (const file of files) {
    const url = (file.attributes.uri as { url?: unknown } | undefined)?.url;
    if (typeof url === "string") fileUrls.set(file.uuid, url.startsWith("/") ? `${publicUrl}${url}` : url);
  }
  const images = new Map<string, Image>();
  for (const item of media) {
    const file = mediaFile(item);
    const src = file === null ? undefined : fileUrls.get(file.fileUuid);
    if (file === null || src === undefined) continue;
    const alt = typeof file.meta.alt === "string" ? file.meta.alt : typeof item.attributes.name === "string" ? item.attributes.name : "";
    const image: Image = { src, alt };
    const width = Number(file.meta.width);
    const height = Number(file.meta.height);
    if (Number.isFinite(width) && width > 0) image.width = width;
    if (Number.isFinite(height) && height > 0) image.height = height;
    images.set(item.uuid, image);
  }
  return images;
}
