// The one store of what the answer stages made of a stored page: its final bytes for each content encoding (the HTML
// rewritten for the paint, and that HTML in gzip or Brotli), under one memory budget, the most asked first.
//
// A page from the page cache carries the ETag computed once when it was stored (server/page-cache/): the same
// ETag is the same document, and the stages are functions of the document and the head, so the same ETag sent in the
// same encoding is the same bytes. The next answer with that ETag in that encoding is sent from here, with its length,
// without rewriting or compressing again (Brotli alone took about 5 ms of a 100 KB page).
import { LRUCache } from "lru-cache";
import { headerOf } from "./head.mjs";

/** @typedef {import("./head.mjs").AnswerHead} AnswerHead */

/** About this many bytes of final pages are kept, over every encoding. */
export const PAGE_VARIANTS_MAX_BYTES = 32 * 1024 * 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** @type {LRUCache<string, Buffer>} */
const variants = new LRUCache({ maxSize: PAGE_VARIANTS_MAX_BYTES, sizeCalculation: (bytes) => Math.max(1, bytes.length) });

/**
 * The key a final answer is kept under: the page's ETag and the encoding it goes out in; null for an answer that is
 * not a stored page's HTML (Next sends the page's RSC payloads under the same ETag; an answer marked no-transform is
 * sent as its maker wrote it).
 * @param {string | undefined} method
 * @param {AnswerHead} head the head the stages decided
 * @returns {string | null}
 */
export function variantKey(method, head) {
  if (method !== "GET" || head.status !== 200) return null;
  const etag = headerOf(head, "etag");
  if (etag === "" || !headerOf(head, "content-type").startsWith("text/html")) return null;
  if (NO_TRANSFORM.test(headerOf(head, "cache-control"))) return null;
  return `${etag}\n${headerOf(head, "content-encoding") || "identity"}`;
}

export const pageVariants = {
  /** @param {string} key */
  get: (key) => variants.get(key),
  /** @param {string} key @param {Buffer} bytes */
  set: (key, bytes) => void variants.set(key, bytes),
  /** The bytes held now (for tests and figures). */
  size: () => variants.calculatedSize,
  clear: () => variants.clear(),
};
