// A text's UTF-8 bytes in one buffer that every call reuses: a page's HTML is converted for its ETag and again for
// Redis, and the second time costs nothing; neither allocates (a page's 100 KB taken and dropped on every store
// made the collector run twice as often).
import { Buffer } from "node:buffer";

let scratch = Buffer.allocUnsafeSlow(0);
/** @type {string | null} */
let converted = null;
let length = 0;

/**
 * The bytes, valid until the next call with another text: use them at once (hash them, copy them).
 * @param {string} text
 * @returns {Buffer}
 */
export function utf8Bytes(text) {
  if (text !== converted) {
    // At most three bytes for each UTF-16 unit.
    if (scratch.length < text.length * 3) scratch = Buffer.allocUnsafeSlow(Math.max(text.length * 3, scratch.length * 2));
    length = scratch.write(text, 0, "utf8");
    converted = text;
  }
  return scratch.subarray(0, length);
}
