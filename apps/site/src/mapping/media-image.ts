import type { Resource } from "@/tide/types";
import { isRecord, str } from "./attributes";
import type { ImageModel } from "./image";
import type { Relations } from "./relations";

const num = (v: unknown): number | undefined => {
  const n = typeof v === "string" ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? n : undefined;
};

/** A file address as the content system gives it (a path on its host, or absolute) made absolute. */
export function absoluteFileUrl(url: string, contentOrigin: string): string {
  if (/^https?:\/\//.test(url)) return url;
  return `${contentOrigin.replace(/\/+$/, "")}${url.startsWith("/") ? "" : "/"}${url}`;
}

/** Absolute URL of a Drupal file: `uri.url` is a path on the content host. */
export function fileUrl(file: Resource, contentOrigin: string): string | null {
  const uri = file.attributes.uri;
  const url = isRecord(uri) && typeof uri.url === "string" ? uri.url : str(file.attributes, "url");
  return url ? absoluteFileUrl(url, contentOrigin) : null;
}

/** Image of a media--image resource (its file through field_media_image, alt/size from the relationship meta). */
export function mediaImage(media: Resource | null, rel: Relations, contentOrigin: string): ImageModel | null {
  if (!media) return null;
  const file = rel.one(media, "field_media_image");
  if (!file) return null;
  const src = fileUrl(file, contentOrigin);
  if (!src) return null;
  const meta = rel.meta(media, "field_media_image") ?? {};
  return {
    src,
    alt: typeof meta.alt === "string" ? meta.alt : (str(media.attributes, "name") ?? ""),
    width: num(meta.width),
    height: num(meta.height),
  };
}
