// Conditional requests for pages. Next computes no ETag itself (`generateEtags: false` in next.config.ts: it
// hashed the whole document in JavaScript on every answer); a stored page carries the ETag computed once when it was
// stored (server/page-cache/). A GET or HEAD whose If-None-Match names the ETag of the answer about to be
// sent is answered 304 Not Modified instead, without a body.
import { changedHead } from "../answer/head.mjs";

/** @typedef {import("../answer/answer-plan.mjs").AnswerStage} AnswerStage */

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

/** @returns {AnswerStage} */
export function notModified() {
  return {
    name: "not-modified",
    answer(request, head) {
      if (request.method !== "GET" && request.method !== "HEAD") return null;
      if (head.status !== 200 || !matchesEtag(request.headers["if-none-match"], head.headers.etag)) return null;
      return { head: changedHead(head, { status: 304, set: { "content-length": undefined } }) };
    },
  };
}
