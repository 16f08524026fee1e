import { isRecord, list, type Attributes } from "../attributes";
import type { LinkView } from "../paragraphs/context";
import { linkField } from "../paragraphs/link-field";

/** Link list output of spec §3: every usable {uri, title} of a link field, in order. */
export function linkList(attrs: Attributes, key: string): LinkView[] {
  return list(attrs, key, isRecord).map(linkField).filter((l): l is LinkView => l !== null);
}
