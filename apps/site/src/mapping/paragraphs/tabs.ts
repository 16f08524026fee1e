import type { Resource } from "@/tide/types";
import { richText, str } from "../attributes";
import { sanitiseHtml } from "../html";
import type { ParagraphContext } from "./context";

export interface TabsView {
  type: "tabs";
  id: string;
  title: string | null;
  tabs: { id: string; title: string; html: string }[];
}

/** paragraph--tabs (ours) with its tab_item paragraphs; a tab without a title is left out (it could not be chosen). */
export function tabsView(p: Resource, { rel }: ParagraphContext): TabsView {
  const tabs = rel.many(p, "field_paragraph_tabs").flatMap((t) => {
    const title = str(t.attributes, "field_paragraph_title")?.trim();
    return title ? [{ id: t.id, title, html: sanitiseHtml(richText(t.attributes, "field_paragraph_body")) }] : [];
  });
  return { type: "tabs", id: p.id, title: str(p.attributes, "field_paragraph_title"), tabs };
}
