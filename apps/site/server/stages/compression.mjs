// Answers compressed (gzip, for clients that ask), with the same `compression` package Next uses, in place of Next's
// own compression (`compress: false` in next.config.ts): the page rewrite (scripts-after-paint.mjs) must see the
// HTML before it is compressed, so compression sits beneath it.
import compressionMiddleware from "compression";

/** @typedef {import("../compose.mjs").AnswerStage} AnswerStage */

/** @returns {AnswerStage} */
export function compression() {
  const compress = compressionMiddleware();
  return {
    name: "compression",
    wrap(request, response) {
      compress(/** @type {never} */ (request), /** @type {never} */ (response), () => {});
    },
  };
}
