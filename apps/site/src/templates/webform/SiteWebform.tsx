import { sendWithoutScripts } from "@/endpoints/webform/send-without-scripts";
import { EmbeddedWebform } from "@/features/webform/EmbeddedWebform";
import type { WebformSchema } from "@/mapping/webform/field-schema";
import type { WebformInitialState } from "@/features/webform/use-webform";

/** A web form on one of the site's pages, answered without scripts by the site's own server action. */
export function SiteWebform({ form, initial }: { form: WebformSchema; initial?: WebformInitialState }) {
  return <EmbeddedWebform form={form} sendWithoutScripts={sendWithoutScripts} {...(initial ? { initial } : {})} />;
}
