import { isRecord } from "../attributes";
import { cleanUri } from "../link";
import type { LinkView } from "./context";

/** A Drupal link field value ({uri, title}) as a link; null when either part is missing. */
export function linkField(value: unknown): LinkView | null {
  if (!isRecord(value) || typeof value.uri !== "string" || value.uri.trim() === "") return null;
  const text = typeof value.title === "string" ? value.title.trim() : "";
  if (!text) return null;
  const href = cleanUri(value.uri.trim());
  // A scripted URI from the CMS is never rendered as a link.
  if (/^\s*(javascript|data|vbscript):/i.test(href)) return null;
  return { text, href };
}
