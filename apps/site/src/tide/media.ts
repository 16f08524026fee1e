import "server-only";
import { publicContext, type TideContext } from "./context";
import { cachedGet } from "./cached-client";
import { TideError } from "./errors";
import { relatedOne } from "./jsonapi";
import { resourceDocumentSchema } from "./types";

export interface MediaResource {
  id: string;
  name: string;
  /** `url` is the file's address as the content system gives it (a path on its host, or absolute). */
  file: { filemime: string; filesize: number; url: string | null } | null;
}

export const MEDIA_NOT_FOUND = "could not find resource";

export type MediaResult = MediaResource | { error: typeof MEDIA_NOT_FOUND };

/** A media item's name and file type and size (spec §7 "Media resource fetch"), through the shared cache. */
export async function getMedia(bundle: string, uuid: string, ctx?: Partial<TideContext>): Promise<MediaResult> {
  let doc;
  try {
    const res = await cachedGet(`media/${bundle}/${encodeURIComponent(uuid)}`, resourceDocumentSchema, {
      ctx: publicContext(ctx),
      query: {
        include: "field_m_file",
        fields: { [`media--${bundle}`]: "name,field_m_file", "file--file": "filemime,filesize,uri,url" },
      },
      tags: [`media:${uuid}`],
    });
    doc = res.data;
  } catch (e) {
    if (e instanceof TideError && e.status === 404) return { error: MEDIA_NOT_FOUND };
    throw e;
  }
  const media = doc.data;
  const file = relatedOne(doc, media, "field_m_file");
  const mime = file?.attributes.filemime;
  const size = Number(file?.attributes.filesize);
  const uri = file?.attributes.uri;
  const url = typeof uri === "object" && uri !== null && "url" in uri && typeof uri.url === "string" ? uri.url
    : typeof file?.attributes.url === "string" ? file.attributes.url : null;
  return {
    id: media.id,
    name: typeof media.attributes.name === "string" ? media.attributes.name : "",
    file: file && typeof mime === "string" ? { filemime: mime, filesize: Number.isFinite(size) ? size : 0, url } : null,
  };
}
