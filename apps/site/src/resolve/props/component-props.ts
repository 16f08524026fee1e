import "server-only";
import { config } from "@/config/env";
import { isWebformSchema as isWebform } from "@/mapping/webform/field-schema";
import { optionListNamesOf, withOptionLists } from "@/features/webform/option-lists";
import { vocabulariesOf, withTermOptions, type TermOptions } from "@/features/webform/term-options";
import { formatFileSize } from "@/mapping/format/file-size";
import { absoluteFileUrl } from "@/mapping/media-image";
import { drupalMediaTags, embedDrupalMedia, type EmbeddedMedia } from "@/mapping/rich-text/drupal-media";
import { errorFields, log } from "@/tide/log";
import { getMedia } from "@/tide/media";
import { getTerms } from "@/tide/terms";
import { getWebformOptions } from "@/tide/webform-options";
import type { OptionLists } from "@yu/webform-rules";
import { allValues, deepMap } from "./deep-map";

/* The fetching that components would otherwise do, done here once per page (spec §8 mapping): the media that
 * rich text embeds, the terms a web form's term selects offer, and the named option lists its choices use. Components then receive complete data.
 * A fetch that fails is logged with spec §8's 'Get props failed by resolve the fetching' and its part is left
 * out; the page still shows. */

export const GET_PROPS_FAILED = "Get props failed by resolve the fetching";

const MEDIA_TAG = "<drupal-media";


async function embeddedMedia(uuid: string, bundle: string): Promise<EmbeddedMedia | null> {
  try {
    const media = await getMedia(bundle, uuid);
    if ("error" in media) {
      log.warn("Embedded media not found", { uuid, bundle });
      return null;
    }
    const url = media.file?.url ?? null;
    return { name: media.name, url: url ? absoluteFileUrl(url, config().contentApiUrl) : null, mime: media.file?.filemime ?? null, size: media.file?.filesize ?? null };
  } catch (error) {
    log.error(GET_PROPS_FAILED, { prop: "embedded media", uuid, bundle, ...errorFields(error) });
    return null;
  }
}

async function termOptions(vocabulary: string): Promise<readonly [string, { value: string; label: string }[]]> {
  try {
    const terms = await getTerms(vocabulary);
    return [vocabulary, terms.map((t) => ({ value: t.drupal_internal__tid, label: t.name }))];
  } catch (error) {
    log.error(GET_PROPS_FAILED, { prop: "term options", vocabulary, ...errorFields(error) });
    return [vocabulary, []];
  }
}

/** The named option lists the content system provides; when they cannot be read, Drupal's standard lists still apply. */
async function optionLists(): Promise<OptionLists> {
  try {
    return await getWebformOptions();
  } catch (error) {
    log.error(GET_PROPS_FAILED, { prop: "option lists", ...errorFields(error) });
    return {};
  }
}

/** The view with its embedded media placed into its rich text and its forms' term selects filled. */
export async function withComponentProps<T>(view: T): Promise<T> {
  const media = new Map<string, string>();
  const vocabularies = new Set<string>();
  let namedLists = false;
  let hasTags = false;
  for (const value of allValues(view)) {
    if (typeof value === "string" && value.includes(MEDIA_TAG)) {
      hasTags = true;
      for (const tag of drupalMediaTags(value)) if (tag.uuid !== null) media.set(tag.uuid, tag.bundle);
    } else if (isWebform(value)) {
      for (const vocabulary of vocabulariesOf(value)) vocabularies.add(vocabulary);
      if (optionListNamesOf(value).length > 0) namedLists = true;
    }
  }
  if (!hasTags && vocabularies.size === 0 && !namedLists) return view;

  const [found, terms, lists] = await Promise.all([
    Promise.all([...media].map(async ([uuid, bundle]) => [uuid, await embeddedMedia(uuid, bundle)] as const)),
    Promise.all([...vocabularies].map(termOptions)),
    namedLists ? optionLists() : Promise.resolve({}),
  ]);
  const mediaByUuid = new Map(found);
  const options: TermOptions = Object.fromEntries(terms);
  const size = (bytes: number) => formatFileSize(bytes) ?? "";
  return deepMap(view, (value) => {
    if (typeof value === "string" && value.includes(MEDIA_TAG)) return { replace: embedDrupalMedia(value, mediaByUuid, size) };
    if (isWebform(value) && (vocabulariesOf(value).length > 0 || optionListNamesOf(value).length > 0)) {
      return { replace: withOptionLists(withTermOptions(value, options), lists) };
    }
    return null;
  });
}
