import type { Resource } from "@/tide/types";
import { str } from "./attributes";
import { formatFileSize } from "./format/file-size";
import { fileUrl } from "./media-image";
import type { Relations } from "./relations";

/** A downloadable document (spec §3 mapping outputs "documents"). */
export interface DocumentView {
  id: string;
  name: string;
  url: string;
  /** Upper-case file type from the MIME type ('PDF', 'DOCX'), or null when unknown. */
  extension: string | null;
  /** Formatted size ('2.56 KB'), or null when the file does not say. */
  size: string | null;
}

const MIME_EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.ms-excel": "xls",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "application/vnd.ms-powerpoint": "ppt",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "pptx",
  "application/rtf": "rtf",
  "application/zip": "zip",
  "text/plain": "txt",
  "text/csv": "csv",
};

/** The file type named by a MIME type: a known one, else its simple subtype ('image/png' → 'PNG', 'image/svg+xml' → 'SVG'). */
export function extensionFromMime(mime: string | null | undefined): string | null {
  if (!mime) return null;
  const type = mime.split(";")[0]?.trim().toLowerCase() ?? "";
  const known = MIME_EXTENSIONS[type];
  if (known) return known.toUpperCase();
  const sub = /^[a-z]+\/([a-z0-9]+)(\+[a-z0-9]+)?$/.exec(type)?.[1];
  return sub ? sub.toUpperCase() : null;
}

/** One media--document (its file through field_media_file, or field_m_file as the spec's media fetch asks). */
export function documentView(media: Resource, rel: Relations, contentOrigin: string): DocumentView | null {
  const file = rel.one(media, "field_media_file") ?? rel.one(media, "field_m_file");
  if (!file) return null;
  const url = fileUrl(file, contentOrigin);
  if (!url) return null;
  const filesize = file.attributes.filesize;
  return {
    id: media.id,
    name: str(media.attributes, "name") ?? str(file.attributes, "filename") ?? "Document",
    url,
    extension: extensionFromMime(str(file.attributes, "filemime")),
    size: formatFileSize(typeof filesize === "number" || typeof filesize === "string" ? filesize : null),
  };
}

/** A node's documents (`field_node_documents`), in order; media without a file are left out. */
export function documentsOf(node: Resource, rel: Relations, contentOrigin: string): DocumentView[] {
  return rel
    .many(node, "field_node_documents")
    .map((m) => documentView(m, rel, contentOrigin))
    .filter((d): d is DocumentView => d !== null);
}
