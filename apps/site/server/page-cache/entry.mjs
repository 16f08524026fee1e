// Next's entries in its incremental cache, as the page cache receives and returns them, and the record it keeps of
// each; and the two entries it never keeps.

/**
 * @typedef {Record<string, string | string[] | number | undefined>} StoredHeaders
 * @typedef {{ revalidate: number | false; expire: number | undefined }} CacheControl
 * @typedef {{ kind: "APP_PAGE"; html: string; rscData?: Buffer; segmentData?: Map<string, Buffer>;
 *   headers?: StoredHeaders; status?: number; postponed?: string }} AppPageValue
 * @typedef {{ kind: "APP_ROUTE"; body: Buffer; headers: StoredHeaders; status: number }} AppRouteValue
 * @typedef {{ kind: "FETCH"; data: { headers: Record<string, string>; body: string; url: string; status?: number };
 *   tags?: string[]; revalidate: number | false }} FetchValue
 * @typedef {{ kind: "PAGES" | "REDIRECT" | "IMAGE" }} OtherValue
 * @typedef {AppPageValue | AppRouteValue | FetchValue | OtherValue} CacheValue
 * @typedef {{ lastModified: number; value: CacheValue | null; cacheControl?: CacheControl }} CacheEntry
 * @typedef {{ kind: string; tags?: string[]; softTags?: string[]; revalidate?: number | false; fetchUrl?: string }} GetContext
 * @typedef {{ fetchCache?: boolean; tags?: string[]; cacheControl?: CacheControl; fetchUrl?: string }} SetContext
 */

/**
 * What the page cache keeps of an entry: Next's entry itself (its time, value and lifetime, so that a fresh lookup
 * hands over the record as it is, with nothing copied) and the tags it was stored with. Stored in Redis as these
 * four fields (serialise.mjs).
 * @typedef {CacheEntry & { tags: readonly string[] }} StoredRecord
 */

/**
 * The site's tag carrier (src/tide/response-tags.ts): a fetch of a `data:` URL made only so that Next records its
 * tags for the page being rendered. There is nothing to keep or look up: it is answered at once, empty and fresh.
 * @param {{ fetchUrl?: string }} ctx
 */
export const isTagCarrier = (ctx) => typeof ctx.fetchUrl === "string" && ctx.fetchUrl.startsWith("data:");

/**
 * The answer to a tag carrier's lookup.
 * @param {string} url
 * @returns {CacheEntry}
 */
export function tagCarrierEntry(url) {
  return { lastModified: Date.now(), value: { kind: "FETCH", data: { headers: {}, body: "", url, status: 200 }, revalidate: false } };
}

/**
 * A header of a stored answer, by its lower-case name (Next writes them lower-case; another case is looked for too).
 * @param {Record<string, unknown> | undefined} headers
 * @param {string} name lower case
 * @returns {unknown}
 */
export function headerValue(headers, name) {
  if (!headers) return undefined;
  if (name in headers) return headers[name];
  for (const key in headers) if (key.toLowerCase() === name) return headers[key];
  return undefined;
}

/**
 * Whether an entry is a page or route answer with a redirect status and no Location to send it with. Next keeps a
 * page that redirected (a cached search whose service failed sends the visitor on) without its Location: stored, it
 * would answer everyone a redirect to nowhere.
 * @param {CacheValue | null} data
 */
export function isRedirectWithoutLocation(data) {
  if (data?.kind !== "APP_PAGE" && data?.kind !== "APP_ROUTE") return false;
  const status = data.status ?? 200;
  return status >= 300 && status < 400 && !headerValue(data.headers, "location");
}
