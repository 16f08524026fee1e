import { isRecord, isString, list, type Attributes } from "../attributes";
import { cleanUri, type LinkModel } from "../link";

/** A link field value ({uri, title}) as a link; null when it has no usable uri. */
export function linkOf(value: unknown): LinkModel | null {
  if (!isRecord(value) || !isString(value.uri) || value.uri.trim() === "") return null;
  const uri = cleanUri(value.uri.trim());
  if (/^\s*(javascript|data|vbscript):/i.test(uri)) return null;
  const title = isString(value.title) && value.title.trim() !== "" ? value.title.trim() : uri;
  return { title, uri };
}

/** Link list output of spec §3: every usable {uri, title} of a link field, in order. */
export function linkList(attrs: Attributes, key: string): LinkModel[] {
  return list(attrs, key, isRecord).map(linkOf).filter((l): l is LinkModel => l !== null);
}
