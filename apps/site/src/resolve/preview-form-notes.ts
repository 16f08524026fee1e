/* What an editor's preview says of the page's web forms: each element the site cannot draw (mapping/webform lists
 * them on the form's schema), so that the editor can replace it before visitors meet the form. */
import type { PreviewFormNote } from "@/mapping/preview-banner";
import { isWebformSchema as isWebform } from "@/mapping/webform/field-schema";
import { allValues } from "./props/deep-map";

/** One note per form of the page with an element the site cannot draw. */
export function previewFormNotes(page: unknown): PreviewFormNote[] {
  const notes = new Map<string, PreviewFormNote>();
  for (const value of allValues(page)) {
    if (!isWebform(value) || notes.has(value.tideId) || !value.unsupported || value.unsupported.length === 0) continue;
    notes.set(value.tideId, { form: value.title ?? value.tideId, blocked: value.blocked === true, elements: value.unsupported.map(({ name, type, required }) => ({ name, type, required })) });
  }
  return [...notes.values()];
}
