// Answers compressed (gzip or Brotli, for clients that ask), with the same `compression` package Next uses, in place of
// Next's own compression (`compress: false` in next.config.ts): the page rewrite (scripts-after-paint.mjs) must see the
// HTML before it is compressed, so compression sits beneath it.
//
// A stage that replaces a whole answer after it was compressed (error-pages.mjs) compresses its replacement with
// compressWhole(), at the same settings: Brotli's own default (quality 11) spends about 100 ms of the event loop on
// a 76 KB page, where the stage's quality 4 spends about 2.
import zlib from "node:zlib";
import compressionMiddleware from "compression";

/** @typedef {import("../compose.mjs").AnswerStage} AnswerStage */

/** Brotli's quality for answers (the `compression` package's own choice): fast enough to run per request. */
export const BROTLI_QUALITY = 4;
const brotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };

/** @returns {AnswerStage} */
export function compression() {
  const compress = compressionMiddleware({ brotli });
  return {
    name: "compression",
    wrap(request, response) {
      compress(/** @type {never} */ (request), /** @type {never} */ (response), () => {});
    },
  };
}

/**
 * A whole body in a content encoding this stage sends, at the stage's settings.
 * @param {Buffer} body
 * @param {string} encoding `gzip`, `br`, `deflate` or `identity`
 * @returns {Buffer}
 */
export function compressWhole(body, encoding) {
  if (encoding === "gzip") return zlib.gzipSync(body);
  if (encoding === "br") return zlib.brotliCompressSync(body, brotli);
  if (encoding === "deflate") return zlib.deflateSync(body);
  return body;
}
