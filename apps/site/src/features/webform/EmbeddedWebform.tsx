import "server-only";
import { TideError } from "@/tide/errors";
import { getTerms } from "@/tide/terms";
import { getWebformOptions } from "@/tide/webform-options";
import type { OptionLists } from "@yu/webform-rules";
import type { WebformSchema } from "./field-schema";
import { optionListNamesOf, withOptionLists } from "./option-lists";
import { vocabulariesOf, withTermOptions, type TermOptions } from "./term-options";
import { WebformLoader } from "./WebformLoader.client";

/** The site's endpoint for a form's submissions (app/api/webform/[webformId]); uploads go to `…/upload`. */
export const webformEndpoint = (tideId: string) => `/api/webform/${encodeURIComponent(tideId)}`;

/** Term selects read their vocabularies here, on the server (spec §7 "Term list fetch"); a vocabulary that cannot
 * be read leaves its select without options, and the rest of the form still works. */
async function termOptions(schema: WebformSchema): Promise<TermOptions> {
  const entries = await Promise.all(
    vocabulariesOf(schema).map(async (vocabulary) => {
      try {
        const terms = await getTerms(vocabulary);
        return [vocabulary, terms.map((t) => ({ value: t.drupal_internal__tid, label: t.name }))] as const;
      } catch (e) {
        if (!(e instanceof TideError)) throw e;
        return [vocabulary, []] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}

/** Named option lists the content system provides, read only for a form that names a list; when they cannot be
 * read, Drupal Webform's standard lists still apply. */
async function optionLists(schema: WebformSchema): Promise<OptionLists> {
  if (optionListNamesOf(schema).length === 0) return {};
  try {
    return await getWebformOptions();
  } catch (e) {
    if (!(e instanceof TideError)) throw e;
    return {};
  }
}

/** A web form where the content puts it: an embedded_webform paragraph or a webform page. */
export async function EmbeddedWebform({ form }: { form: WebformSchema }) {
  const [terms, lists] = await Promise.all([termOptions(form), optionLists(form)]);
  const ready = withOptionLists(withTermOptions(form, terms), lists);
  return <WebformLoader form={ready} endpoint={webformEndpoint(form.tideId)} />;
}
