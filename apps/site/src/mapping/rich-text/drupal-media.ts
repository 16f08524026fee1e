/* Media embedded in rich text as `<drupal-media data-entity-type="media" data-entity-uuid="…">` (CKEditor 5 in
 * Drupal). The sanitiser keeps these inert tags; the page replaces each with the media it names. */

import { extensionFromMime } from "../documents";

export const MALFORMED_MEDIA_TAG = "Malformed DrupalMedia tag";

export interface DrupalMediaTag {
  uuid: string | null;
  /** The media bundle when the tag names it (`data-entity-bundle`, ours); documents otherwise. */
  bundle: string;
}

/** A media item as rich text shows it; null when the content system has no such item. */
export interface EmbeddedMedia {
  name: string;
  url: string | null;
  mime: string | null;
  size: number | null;
}

const TAG = /<drupal-media\b([^>]*)>(?:\s*<\/drupal-media>)?/gi;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function attribute(attrs: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, "i").exec(attrs);
  return match ? (match[2] ?? match[3] ?? "").trim() : null;
}

function parseTag(attrs: string): DrupalMediaTag {
  const uuid = attribute(attrs, "data-entity-uuid");
  const bundle = attribute(attrs, "data-entity-bundle");
  return { uuid: uuid && UUID.test(uuid) ? uuid.toLowerCase() : null, bundle: bundle && /^[a-z_]+$/.test(bundle) ? bundle : "document" };
}

/** The media tags of a rich-text value, in order (tags without a usable uuid have `uuid: null`). */
export function drupalMediaTags(html: string): DrupalMediaTag[] {
  return [...html.matchAll(TAG)].map((m) => parseTag(m[1] ?? ""));
}

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Replaces each media tag with the media it names: a download link with its kind and size. A tag without a
 * uuid says so; a uuid the content system does not know leaves nothing behind.
 */
export function embedDrupalMedia(html: string, media: Map<string, EmbeddedMedia | null>, formatSize: (bytes: number) => string): string {
  return html.replace(TAG, (_whole, attrs: string) => {
    const tag = parseTag(attrs);
    if (tag.uuid === null) return `<p class="rich-text__error">${MALFORMED_MEDIA_TAG}</p>`;
    const item = media.get(tag.uuid);
    if (!item || !item.url) return "";
    const facts = [extensionFromMime(item.mime), item.size !== null && item.size > 0 ? formatSize(item.size) : null].filter(Boolean);
    const meta = facts.length ? ` <span class="embedded-document__meta">(${escape(facts.join(", "))})</span>` : "";
    return `<p class="embedded-document"><a href="${escape(item.url)}">${escape(item.name || "Download")}</a>${meta}</p>`;
  });
}
