// What a page's stored headers gain as it is stored: its content tags for the HTTP cache in front of the site
// (`section-cache-tags` and `xkey`: Varnish bans by `xkey`) and its ETag. They are added to the page's own header
// object, which is the object Next answers the rendering request with as well: its first response carries them too.
import { SECTION_CACHE_TAGS } from "../../src/tide/cache-tag-names.mjs";
import { pageEtag } from "./page-etag.mjs";
import { responseTags } from "./tags.mjs";

/** @typedef {import("./entry.mjs").AppPageValue} AppPageValue */

/** The header (besides SECTION_CACHE_TAGS) the site's pages carry the content service's tags in, for Varnish. */
export const XKEY = "xkey";

/**
 * @param {AppPageValue} page
 * @param {readonly string[]} tags the page's stored tags
 */
export function addStoredPageHeaders(page, tags) {
  const headers = (page.headers ??= {});
  const carried = responseTags(tags);
  if (carried) {
    headers[SECTION_CACHE_TAGS] = carried;
    headers[XKEY] = carried;
  }
  if (typeof page.html === "string" && page.html !== "") headers.etag = pageEtag(page.html);
}
