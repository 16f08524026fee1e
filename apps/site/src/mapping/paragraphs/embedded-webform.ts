import type { WebformPageTokens } from "@/mapping/webform/definition-tokens";
import { mapWebform } from "@/mapping/webform/element-mapping";
import type { WebformSchema } from "@/mapping/webform/field-schema";
import type { Resource } from "@/tide/types";
import { str } from "../attributes";
import { sanitiseHtml } from "../html";
import type { ParagraphContext } from "./context";

export interface EmbeddedWebformView {
  type: "webform";
  id: string;
  title: string | null;
  /** Null when the paragraph names no web form the content service sent: the page then shows nothing of it. */
  form: WebformSchema | null;
}

/** Editor HTML inside a definition (markup, processed text, privacy statement) is sanitised here, on the server,
 * so the browser never needs the sanitiser. */
export function sanitisedWebform(schema: WebformSchema): WebformSchema {
  return {
    ...schema,
    elements: schema.elements.map((el) => {
      if (el.kind === "markup") return { ...el, html: sanitiseHtml(el.html) };
      if (el.kind === "privacy-statement" && el.content !== null) return { ...el, content: sanitiseHtml(el.content) };
      return el;
    }),
  };
}

/** The webform resource of a webform node or of an embedded_webform paragraph, ready to render. */
export function webformOf(resource: Resource | null, page: WebformPageTokens = {}): WebformSchema | null {
  if (resource === null || resource.type !== "webform--webform") return null;
  const schema = mapWebform(resource.attributes, undefined, undefined, page);
  return schema === null ? null : sanitisedWebform(schema);
}

export function embeddedWebformView(p: Resource, ctx: ParagraphContext): EmbeddedWebformView {
  return {
    type: "webform",
    id: p.id,
    title: str(p.attributes, "field_paragraph_title"),
    form: webformOf(ctx.rel.one(p, "field_paragraph_webform"), ctx.tokens),
  };
}
