import { isRecord, isString, type Attributes } from "../attributes";
import { linkField } from "../paragraphs/link-field";

/** Call to action of spec §3. */
export interface CallToAction {
  text: string;
  url: string;
}

/** A link field as a call to action; a plain URL string, or a link without a title, gets the fallback text. */
export function callToAction(attrs: Attributes, key: string, fallbackText = "Find out more"): CallToAction | null {
  const v = attrs[key];
  const value = isString(v) ? { uri: v } : Array.isArray(v) ? v[0] : v;
  if (!isRecord(value)) return null;
  const titled = isString(value.title) && value.title.trim() !== "";
  const link = linkField({ uri: value.uri, title: titled ? value.title : fallbackText });
  return link ? { text: link.text === link.href ? fallbackText : link.text, url: link.href } : null;
}
