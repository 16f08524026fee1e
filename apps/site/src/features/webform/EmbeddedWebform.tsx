import type { WebformSchema } from "@/mapping/webform/field-schema";
import type { SendWithoutScripts } from "./form-outcome";
import type { WebformInitialState } from "./use-webform";
import { WebformLoader } from "./WebformLoader.client";
// With the page, not with the form's script: the server-drawn form is styled before its script arrives.
import "./webform.css";

/** The site's endpoint for a form's submissions (app/api/webform/[webformId]); uploads go to `…/upload`. */
export const webformEndpoint = (tideId: string) => `/api/webform/${encodeURIComponent(tideId)}`;


/**
 * A web form where the content puts it: an embedded_webform paragraph or a webform page. Its term selects arrive
 * filled with their vocabularies' terms (resolve/props/component-props.ts, spec §7 "Term list fetch"). It works
 * without scripts: sent as HTML, it is answered by `sendWithoutScripts`.
 */
export function EmbeddedWebform({ form, sendWithoutScripts, initial }: { form: WebformSchema; sendWithoutScripts: SendWithoutScripts; initial?: WebformInitialState }) {
  return (
    <WebformLoader form={form} endpoint={webformEndpoint(form.tideId)} sendWithoutScripts={sendWithoutScripts}
      {...(initial ? { initial } : {})} />
  );
}
