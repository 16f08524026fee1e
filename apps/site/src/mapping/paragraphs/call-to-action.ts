import type { Resource } from "@/tide/types";
import { richText, str } from "../attributes";
import { sanitiseHtml } from "../html";
import type { LinkView, ParagraphContext } from "./context";
import { figureView, type FigureView } from "./figure";
import { linkField } from "./link-field";

export interface CallToActionView {
  type: "cta";
  id: string;
  title: string | null;
  html: string;
  /** Call to action of spec §3 mapping outputs (text, url). */
  link: LinkView | null;
  style: "banner" | "card";
  image: FigureView | null;
}

export function callToActionView(p: Resource, ctx: ParagraphContext): CallToActionView {
  const a = p.attributes;
  return {
    type: "cta",
    id: p.id,
    title: str(a, "field_paragraph_title"),
    html: sanitiseHtml(richText(a, "field_paragraph_body")),
    link: linkField(a.field_paragraph_cta),
    style: str(a, "field_paragraph_cta_style") === "card" ? "card" : "banner",
    image: figureView(ctx.rel.one(p, "field_paragraph_media"), ctx),
  };
}
