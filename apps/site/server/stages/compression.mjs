// Answers compressed (Brotli or gzip, for clients that ask), in place of Next's own compression (`compress: false` in
// next.config.ts): the page rewrite (scripts-after-paint.mjs) must see the HTML before it is compressed, so
// compression comes after it. It decides as the `compression` package Next uses does (its rules, its libraries:
// `compressible` for the types worth it, `negotiator` for the encoding, `vary` for the header), at Brotli quality 4:
// Brotli's own default (11) spends about 100 ms of the event loop on a 76 KB page, where 4 spends about 2.
//
// Each chunk Next writes is compressed and flushed as it comes, so that a page streamed in parts reaches the browser
// in parts. What a stored page became is kept with its other variants (answer/page-variants.mjs), so that a stored
// page is compressed once per encoding, not once per visitor.
import { Buffer } from "node:buffer";
import zlib from "node:zlib";
import compressible from "compressible";
import Negotiator from "negotiator";
import vary from "vary";
import { changedHead, headerOf } from "../answer/head.mjs";

/** @typedef {import("../answer/answer-plan.mjs").AnswerStage} AnswerStage */
/** @typedef {import("../answer/answer-plan.mjs").BodyTransform} BodyTransform */

/** Brotli's quality for answers (the `compression` package's own choice): fast enough to run per request. */
export const BROTLI_QUALITY = 4;
/** An answer shorter than this (by its Content-Length) is not worth compressing (the package's threshold). */
const THRESHOLD_BYTES = 1024;
const SUPPORTED = ["br", "gzip", "deflate", "identity"];
const PREFERRED = ["br", "gzip"];
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** @param {"br" | "gzip" | "deflate"} encoding */
function encoder(encoding) {
  if (encoding === "br") return zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  return encoding === "gzip" ? zlib.createGzip() : zlib.createDeflate();
}

/**
 * One answer's bytes through a zlib encoder: each chunk is flushed, so its output is whole up to that chunk.
 * @param {"br" | "gzip" | "deflate"} encoding
 * @returns {BodyTransform}
 */
export function compressing(encoding) {
  const stream = encoder(encoding);
  /** @type {Buffer[]} */
  const out = [];
  stream.on("data", (/** @type {Buffer} */ chunk) => out.push(chunk));
  const take = () => {
    const bytes = out.length === 1 ? /** @type {Buffer} */ (out[0]) : Buffer.concat(out);
    out.length = 0;
    return bytes;
  };
  /** @type {Promise<void>} */
  const ended = new Promise((resolve, reject) => {
    stream.once("end", resolve);
    stream.once("error", reject);
  });
  // An encoder's failure reaches the answer through the write or end that meets it; the promise is not left unheard
  // meanwhile (an unhandled rejection would stop the process).
  ended.catch(() => {});
  return {
    write: (chunk) => new Promise((resolve, reject) => {
      stream.write(chunk, (error) => {
        if (error) reject(error);
      });
      stream.flush(() => resolve(take()));
    }),
    end() {
      stream.end();
      return ended.then(take);
    },
  };
}

/**
 * The encoding to send this answer in, or null to send it as it is.
 * @param {import("node:http").IncomingMessage} request
 * @param {import("../answer/head.mjs").AnswerHead} head
 * @returns {"br" | "gzip" | "deflate" | null}
 */
function chosenEncoding(request, head) {
  const length = headerOf(head, "content-length");
  if (length !== "" && Number(length) < THRESHOLD_BYTES) return null;
  if (headerOf(head, "content-encoding") !== "" && headerOf(head, "content-encoding") !== "identity") return null;
  if (request.method === "HEAD") return null;
  // negotiator 0.6.4 takes the preferred encodings second (for equal qualities), as its types do not say yet.
  const negotiator = /** @type {{ encoding(available: string[], preferred: string[]): string | undefined }} */ (/** @type {unknown} */ (new Negotiator(request)));
  const chosen = negotiator.encoding(SUPPORTED, PREFERRED);
  return chosen === "br" || chosen === "gzip" || chosen === "deflate" ? chosen : null;
}

/** @returns {AnswerStage} */
export function compression() {
  return {
    name: "compression",
    answer(request, head) {
      const type = headerOf(head, "content-type");
      if (type === "" || !compressible(type) || NO_TRANSFORM.test(headerOf(head, "cache-control"))) return null;
      if (head.status === 204 || head.status === 304) return null;
      const varied = vary.append(headerOf(head, "vary"), "Accept-Encoding");
      const encoding = chosenEncoding(request, head);
      if (encoding === null) return { head: changedHead(head, { set: { vary: varied } }) };
      return {
        head: changedHead(head, { set: { vary: varied, "content-encoding": encoding, "content-length": undefined } }),
        transform: () => compressing(encoding),
      };
    },
  };
}
