import { isString, type Attributes } from "../attributes";
import { linkOf } from "./link-list";

/** Call to action of spec §3. */
export interface CallToAction {
  text: string;
  url: string;
}

/** A link field as a call to action; a plain URL string gets the fallback text. */
export function callToAction(attrs: Attributes, key: string, fallbackText = "Find out more"): CallToAction | null {
  const v = attrs[key];
  const link = isString(v) ? linkOf({ uri: v, title: fallbackText }) : linkOf(Array.isArray(v) ? v[0] : v);
  return link ? { text: link.title === link.uri ? fallbackText : link.title, url: link.uri } : null;
}
