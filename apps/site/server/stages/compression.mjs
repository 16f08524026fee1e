// Answers compressed (gzip or Brotli, for clients that ask), with the same `compression` package Next uses, in place of
// Next's own compression (`compress: false` in next.config.ts): the page rewrite (scripts-after-paint.mjs) must see the
// HTML before it is compressed, so compression sits beneath it.
//
// A page served from the page cache carries the ETag computed when it was stored (server/cache-handler.mjs): the same
// ETag on an HTML answer is the same document (as the rewrite stage relies on too), so what the package made of it for one
// `Accept-Encoding` is kept (a bounded number of bytes, the most asked pages first) and the next answer with that ETag
// to the same `Accept-Encoding` is sent from it, with its length, without compressing again: Brotli took about 5 ms a
// 100 KB page, which held one instance to about a fifth of the cached pages it serves uncompressed.
//
// A stage that replaces a whole answer after it was compressed (error-pages.mjs) compresses its replacement with
// compressWhole(), at the same settings: Brotli's own default (quality 11) spends about 100 ms of the event loop on
// a 76 KB page, where the stage's quality 4 spends about 2.
import { Buffer } from "node:buffer";
import zlib from "node:zlib";
import compressionMiddleware from "compression";
import { LRUCache } from "lru-cache";
import { decidingWriteHead, dropWrite, endWith, toBuffer } from "../http-parts.mjs";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */
/** @typedef {import("../compose.mjs").AnswerStage} AnswerStage */
/** @typedef {{ bytes: Buffer; encoding: string }} Compressed */

/** Brotli's quality for answers (the `compression` package's own choice): fast enough to run per request. */
export const BROTLI_QUALITY = 4;
const brotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };
const ENCODINGS = new Set(["br", "gzip", "deflate"]);
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** About this many bytes of compressed pages are kept, by ETag and `Accept-Encoding`. */
const KEPT_MAX_BYTES = 16 * 1024 * 1024;
/** @type {LRUCache<string, Compressed>} */
const kept = new LRUCache({ maxSize: KEPT_MAX_BYTES, sizeCalculation: (entry) => Math.max(1, entry.bytes.length) });

/**
 * The key a compressed answer is kept under: its ETag and the `Accept-Encoding` it was compressed for (one value of
 * that header always negotiates the same encoding); null for an answer that is not a stored page's HTML.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {number} status
 * @returns {string | null}
 */
function keyOf(request, response, status) {
  const accepted = request.headers["accept-encoding"];
  const etag = response.getHeader("etag");
  if (request.method !== "GET" || status !== 200 || typeof accepted !== "string" || typeof etag !== "string" || etag === "") return null;
  // Only a page's HTML: Next answers the page's RSC payloads (navigations, prefetches) under the same ETag.
  if (!String(response.getHeader("content-type") ?? "").startsWith("text/html")) return null;
  if (NO_TRANSFORM.test(String(response.getHeader("cache-control") ?? ""))) return null;
  return `${etag}\n${accepted}`;
}

/**
 * Beneath the package: keeps what it writes compressed of a stored page, once the answer has ended.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {{ served: boolean }} state whether the answer is being sent from a kept copy (nothing to keep then)
 */
function keepCompressed(request, response, state) {
  const { write, end } = response;
  /** @type {Buffer[] | null} */
  let pieces = null;
  let key = /** @type {string | null} */ (null);
  let encoding = "";
  let decided = false;
  const decide = () => {
    if (decided) return;
    decided = true;
    encoding = String(response.getHeader("content-encoding") ?? "");
    key = state.served || !ENCODINGS.has(encoding) ? null : keyOf(request, response, response.statusCode);
    if (key !== null) pieces = [];
  };
  Object.assign(response, {
    /** @param {unknown[]} args chunk, encoding and callback, as write takes them */
    write(...args) {
      decide();
      if (pieces !== null && args[0] !== undefined && typeof args[0] !== "function") pieces.push(toBuffer(args[0], args[1]));
      return Reflect.apply(write, response, args);
    },
    /** @param {unknown[]} args chunk, encoding and callback, as end takes them */
    end(...args) {
      decide();
      const [chunk, chunkEncoding] = args;
      if (pieces !== null && key !== null) {
        if (chunk !== undefined && chunk !== null && typeof chunk !== "function") pieces.push(toBuffer(chunk, chunkEncoding));
        kept.set(key, { bytes: Buffer.concat(pieces), encoding });
        pieces = null;
      }
      return Reflect.apply(end, response, args);
    },
  });
}

/**
 * Above the package: a stored page whose compressed copy is kept for this `Accept-Encoding` is answered from it. The
 * copy's encoding set before the head goes out tells the package the answer is already encoded.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {{ served: boolean }} state
 */
function answerFromKept(request, response, state) {
  const { writeHead, write, end } = response;
  /** @type {Compressed | undefined} */
  let copy;
  let decided = false;
  const decide = (/** @type {number} */ status) => {
    if (decided) return;
    decided = true;
    if (response.getHeader("content-encoding") !== undefined) return;
    const key = keyOf(request, response, status);
    copy = key === null ? undefined : kept.get(key);
    if (copy === undefined) return;
    state.served = true;
    response.setHeader("content-encoding", copy.encoding);
    response.setHeader("content-length", copy.bytes.length);
  };
  Object.assign(response, {
    writeHead: decidingWriteHead(response, writeHead, decide),
    /** @param {unknown[]} args chunk, encoding and callback, as write takes them */
    write(...args) {
      if (!response.headersSent) decide(response.statusCode);
      return copy === undefined ? Reflect.apply(write, response, args) : dropWrite(args);
    },
    /** @param {unknown[]} args chunk, encoding and callback, as end takes them */
    end(...args) {
      if (!response.headersSent) decide(response.statusCode);
      return copy === undefined ? Reflect.apply(end, response, args) : endWith(response, end, args, copy.bytes);
    },
  });
}

/** @returns {AnswerStage} */
export function compression() {
  const compress = compressionMiddleware({ brotli });
  return {
    name: "compression",
    wrap(request, response) {
      const state = { served: false };
      keepCompressed(request, response, state);
      compress(/** @type {never} */ (request), /** @type {never} */ (response), () => {});
      answerFromKept(request, response, state);
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
