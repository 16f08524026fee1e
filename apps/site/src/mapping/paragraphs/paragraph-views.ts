import type { Resource } from "@/tide/types";
import { isRecord, isString, list, richText, str } from "../attributes";
import { sanitiseHtml } from "../html";
import { cleanUri, type LinkModel } from "../link";
import type { Relations } from "../relations";

/** What a paragraph (a component of a page) becomes: one view per paragraph bundle the site renders. */
export type ParagraphView =
  | { type: "text"; id: string; title: string | null; html: string }
  | { type: "accordion"; id: string; title: string | null; items: { id: string; title: string; html: string }[] }
  | { type: "links"; id: string; title: string; links: LinkModel[] }
  | { type: "other"; id: string; title: string | null; html: string };


const RELATED_TITLES: Record<string, string> = { contact: "Contact us", related_links: "Related", tools: "Tools" };


function paragraphView(p: Resource, rel: Relations): ParagraphView {
  const bundle = p.type.replace(/^paragraph--/, "");
  const a = p.attributes;
  const title = str(a, "field_paragraph_title");
  if (bundle === "accordion") {
    const items = rel.many(p, "field_paragraph_accordion").map((item) => ({
      id: item.id,
      title: str(item.attributes, "field_paragraph_accordion_name") ?? "",
      html: sanitiseHtml(richText(item.attributes, "field_paragraph_accordion_body")),
    }));
    return { type: "accordion", id: p.id, title, items };
  }
  if (bundle === "related_links") {
    const style = str(a, "field_paragraph_related_links_style") ?? "related_links";
    const links = list(a, "field_paragraph_links", isRecord)
      .filter((l) => isString(l.uri) && isString(l.title))
      .map((l) => ({ title: l.title as string, uri: cleanUri(l.uri as string) }));
    return { type: "links", id: p.id, title: title ?? RELATED_TITLES[style] ?? "Related", links };
  }
  const body = richText(a, "field_paragraph_body");
  if (body !== null) return { type: "text", id: p.id, title, html: sanitiseHtml(body) };
  const summary = richText(a, "field_paragraph_summary") ?? richText(a, "field_paragraph_description");
  return { type: "other", id: p.id, title, html: sanitiseHtml(summary) };
}



/** The views of a page's paragraphs, in order. */
export function paragraphViews(paragraphs: Resource[], rel: Relations): ParagraphView[] {
  return paragraphs.map((p) => paragraphView(p, rel));
}
