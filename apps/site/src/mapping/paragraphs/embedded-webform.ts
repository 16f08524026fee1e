import type { WebformPageTokens } from "@/mapping/webform/definition-tokens";
import { mapWebform } from "@/mapping/webform/element-mapping";
import type { WebformSchema } from "@/mapping/webform/field-schema";
// Editor HTML in a definition, inside containers too, is sanitised on the server (mapping/webform/sanitise.ts).
import { sanitisedWebform } from "@/mapping/webform/sanitise";
import type { Resource } from "@/tide/types";
import { str } from "../attributes";
import type { ParagraphContext } from "./context";

export interface EmbeddedWebformView {
  type: "webform";
  id: string;
  title: string | null;
  /** Null when the paragraph names no web form the content service sent: the page then shows nothing of it. */
  form: WebformSchema | null;
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
