// A stored page's ETag, computed once as the page is stored (Next's own, a hash of the whole document on every
// answer, is off: `generateEtags: false`). The server's not-modified stage answers a matching If-None-Match with 304.
import { hash } from "node:crypto";
import { utf8Bytes } from "./utf8-bytes.mjs";

/**
 * Weak (the same document may be sent compressed or not), from the page's HTML, which changes whenever anything the
 * page shows does: the SHA-1 of its UTF-8 bytes, in base64url.
 * @param {string} html
 * @returns {string}
 */
export function pageEtag(html) {
  return `W/"${hash("sha1", utf8Bytes(html), "base64url")}"`;
}
