// Conditional requests for pages. Next computes no ETag itself (`generateEtags: false` in next.config.ts: it
// hashed the whole document in JavaScript on every answer); a stored page carries the ETag computed once when it was
// stored (server/cache-handler.mjs). A GET or HEAD whose If-None-Match names the ETag of the answer about to be
// sent is answered 304 Not Modified instead: Node sends no body with a 304, whatever Next goes on writing.

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */
/** @typedef {import("../compose.mjs").AnswerStage} AnswerStage */

/**
 * Whether an If-None-Match header names this ETag, compared weakly (RFC 9110 §13.1.2): `W/` is ignored on both.
 * @param {string | undefined} ifNoneMatch
 * @param {unknown} etag
 * @returns {boolean}
 */
export function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch || typeof etag !== "string" || etag === "") return false;
  const opaque = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}

/**
 * Turns a 200 answer whose ETag the request already holds into a 304, at the moment its head is written.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
export function answerNotModified(request, response) {
  const ifNoneMatch = request.headers["if-none-match"];
  const { writeHead } = response;
  Object.assign(response, {
    /** @param {number} status @param {unknown[]} rest reason and headers, as writeHead takes them */
    writeHead(status, ...rest) {
      const headers = /** @type {Record<string, unknown> | undefined} */ (rest.find((arg) => typeof arg === "object" && arg !== null));
      const etag = response.getHeader("etag") ?? headers?.etag ?? headers?.ETag;
      if (status === 200 && matchesEtag(ifNoneMatch, etag)) {
        response.removeHeader("content-length");
        return Reflect.apply(writeHead, response, [304, ...rest]);
      }
      return Reflect.apply(writeHead, response, [status, ...rest]);
    },
  });
}

/** @returns {AnswerStage} */
export function notModified() {
  return {
    name: "not-modified",
    wrap(request, response) {
      if ((request.method === "GET" || request.method === "HEAD") && request.headers["if-none-match"]) answerNotModified(request, response);
    },
  };
}
