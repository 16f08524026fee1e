import type { Resource } from "@/tide/types";
import { richText, str } from "../attributes";
import { sanitiseHtml } from "../html";
import type { LinkView, ParagraphContext } from "./context";
import { linkField } from "./link-field";

/** Accordion item of spec §3: title, optional subtitle and title link, content. */
export interface AccordionItemView {
  id: string;
  title: string;
  subtitle: string | null;
  titleLink: LinkView | null;
  html: string;
}

export interface AccordionView {
  type: "accordion";
  id: string;
  title: string | null;
  introHtml: string;
  /** 'single': opening one closes the others; 'multiple': separate expanders (the default). */
  mode: "single" | "multiple";
  numbered: boolean;
  items: AccordionItemView[];
}

/** paragraph--accordion with its accordion_content items (field_paragraph_accordion_mode is ours). */
export function accordionView(p: Resource, { rel }: ParagraphContext): AccordionView {
  const a = p.attributes;
  const items = rel
    .many(p, "field_paragraph_accordion")
    .map((item): AccordionItemView => ({
      id: item.id,
      title: str(item.attributes, "field_paragraph_accordion_name")?.trim() || "Untitled",
      subtitle: str(item.attributes, "field_paragraph_accordion_subtitle")?.trim() || null,
      titleLink: linkField(item.attributes.field_paragraph_link),
      html: sanitiseHtml(richText(item.attributes, "field_paragraph_accordion_body")),
    }));
  return {
    type: "accordion",
    id: p.id,
    title: str(a, "field_paragraph_title"),
    introHtml: sanitiseHtml(richText(a, "field_paragraph_body") ?? richText(a, "field_paragraph_summary")),
    mode: str(a, "field_paragraph_accordion_mode") === "single" ? "single" : "multiple",
    numbered: str(a, "field_paragraph_accordion_style") === "numbered",
    items,
  };
}
