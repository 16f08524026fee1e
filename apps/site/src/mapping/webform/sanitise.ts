/* Editor HTML inside a definition (markup, processed text, a privacy statement, the confirmation message) is
 * sanitised here, on the server, wherever it sits in the tree of containers, so the browser never needs the
 * sanitiser. Not imported by the browser's code: the form's own modules import the mapping, not this. */
import { sanitiseHtml } from "../html";
import { mapLeaves } from "./element-tree";
import type { FormElement, WebformSchema } from "@/mapping/webform/field-schema";

function sanitisedElement(el: FormElement): FormElement {
  if (el.kind === "markup") return { ...el, html: sanitiseHtml(el.html) };
  if (el.kind === "privacy-statement" && el.content !== null) return { ...el, content: sanitiseHtml(el.content) };
  return el;
}

export function sanitisedWebform(schema: WebformSchema): WebformSchema {
  const confirmation = schema.settings.confirmation;
  return {
    ...schema,
    elements: mapLeaves(schema.elements, sanitisedElement),
    settings: {
      ...schema.settings,
      ...(confirmation ? { confirmation: { ...confirmation, message: confirmation.message === null ? null : sanitiseHtml(confirmation.message) || null } } : {}),
    },
  };
}
