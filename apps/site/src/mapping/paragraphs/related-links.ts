import type { Resource } from "@/tide/types";
import { bool, str } from "../attributes";
import { linkList } from "../outputs/link-list";
import type { LinkView, ParagraphContext } from "./context";

export type RelatedLinksStyle = "contact" | "related_links" | "tools";

export interface RelatedLinksView {
  type: "links";
  id: string;
  style: RelatedLinksStyle;
  /** Always set (the style's default when the CMS gives none): it names the section even when hidden. */
  title: string;
  hideTitle: boolean;
  links: LinkView[];
}

/** Default titles of spec §2.4 "Related links paragraph". */
export const RELATED_TITLES: Record<RelatedLinksStyle, string> = { contact: "Contact us", related_links: "Related", tools: "Tools" };

const styleOf = (v: string | null): RelatedLinksStyle => (v === "contact" || v === "tools" ? v : "related_links");

export function relatedLinksView(p: Resource, _ctx: ParagraphContext): RelatedLinksView {
  const a = p.attributes;
  const style = styleOf(str(a, "field_paragraph_related_links_style"));
  return {
    type: "links",
    id: p.id,
    style,
    title: str(a, "field_paragraph_title")?.trim() || RELATED_TITLES[style],
    hideTitle: bool(a, "field_paragraph_hide_title"),
    links: linkList(a, "field_paragraph_links"),
  };
}
