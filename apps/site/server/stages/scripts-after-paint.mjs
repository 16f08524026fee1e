// Pages paint before their scripts run. Next's renderer lists the framework's and the page's script chunks as
// `<script src async>` tags in the head (and its bootstrap script at the end of the body): a browser runs each one
// the moment it arrives, and on a phone that holds back the page's first paint behind up to 150 KB of script.
// Here those tags are taken out of each page on its way out, and one small inline script, where the bootstrap
// script was, adds them all once the browser has painted the page (the rewrite itself: after-paint.mjs): the
// content first, then the interactive parts (links and forms work before, as every page is whole HTML). Nor are
// they fetched ahead of the paint (but for the bootstrap script, which Next preloads at low priority): what arrives
// before the paint competes with it for a phone's bandwidth, and after a first visit they come from the browser's
// cache. A page whose tab is hidden gets its scripts at once, as no paint is coming.
//
// A page in which none of Next's script tags is recognised (a Next release that writes them otherwise) goes out
// unchanged, and the server says so once.
//
// A page served from the page cache carries the ETag computed when it was stored (server/cache-handler.mjs): the
// same ETag is the same document, so its rewrite is kept (a bounded number of bytes, the most asked pages first)
// and the next answer with that ETag is sent from it, with its length, without reading Next's copy.
import { Buffer } from "node:buffer";
import { LRUCache } from "lru-cache";
import { scriptsAfterPaint as rewriteScripts } from "../after-paint.mjs";
import { decidingWriteHead, dropWrite, endWith, toBuffer } from "../http-parts.mjs";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */
/** @typedef {import("../compose.mjs").AnswerStage} AnswerStage */

let warned = false;

/** About this many bytes of rewritten pages are kept, by ETag. */
const REWRITTEN_MAX_BYTES = 16 * 1024 * 1024;
/** @type {LRUCache<string, Buffer>} */
const rewritten = new LRUCache({ maxSize: REWRITTEN_MAX_BYTES, sizeCalculation: (bytes) => Math.max(1, bytes.length) });

/** @param {string | undefined} path */
function warnOnce(path) {
  if (warned) return;
  warned = true;
  console.warn(JSON.stringify({
    time: new Date().toISOString(), level: "warn", path,
    msg: "Scripts after paint: no script tag of Next's was recognised in a page; pages pass through unchanged until the rewrite knows the new markup",
  }));
}

/**
 * Rewrites one answer's HTML on its way out, when it is a whole page (a 200 HTML answer to a GET).
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
export function rewritePage(request, response) {
  const { writeHead, write, end } = response;
  /** @type {ReturnType<typeof rewriteScripts> | null} */
  let page = null;
  let decided = false;
  /** The page's ETag, when it has one: its rewrite is kept under it. */
  let etag = "";
  /** The rewrite kept for that ETag, sent in place of what Next writes. */
  /** @type {Buffer | undefined} */
  let kept;
  /** The pieces of this answer's rewrite, to be kept once it ends. */
  /** @type {Buffer[]} */
  const pieces = [];

  const decide = (/** @type {number} */ status) => {
    if (decided) return;
    decided = true;
    const type = String(response.getHeader("content-type") ?? "");
    if (request.method !== "GET" || status !== 200 || !type.startsWith("text/html")) return;
    const tag = response.getHeader("etag");
    etag = typeof tag === "string" ? tag : "";
    kept = etag === "" ? undefined : rewritten.get(etag);
    if (kept !== undefined) {
      response.setHeader("content-length", kept.length);
      return;
    }
    page = rewriteScripts();
    response.removeHeader("content-length");
  };

  /** @param {Buffer} out @returns {Buffer} */
  const record = (out) => {
    if (etag !== "") pieces.push(out);
    return out;
  };

  Object.assign(response, {
    writeHead: decidingWriteHead(response, writeHead, decide),
    /** @param {unknown[]} args chunk, encoding and callback, as write takes them */
    write(...args) {
      if (!response.headersSent) decide(response.statusCode);
      if (kept !== undefined) return dropWrite(args);
      if (page === null) return Reflect.apply(write, response, args);
      const [chunk, encoding] = args;
      const callback = args.find((arg) => typeof arg === "function");
      const out = record(page.write(toBuffer(chunk, encoding)));
      return Reflect.apply(write, response, callback === undefined ? [out] : [out, callback]);
    },
    /** @param {unknown[]} args chunk, encoding and callback, as end takes them */
    end(...args) {
      if (!response.headersSent) decide(response.statusCode);
      if (kept !== undefined) return endWith(response, end, args, kept);
      if (page === null) return Reflect.apply(end, response, args);
      const callback = args.find((arg) => typeof arg === "function");
      const [chunk, encoding] = args;
      const last = chunk === undefined || chunk === null || typeof chunk === "function" ? Buffer.alloc(0) : toBuffer(chunk, encoding);
      const out = record(Buffer.concat([page.write(last), page.end()]));
      if (page.recognised === 0) warnOnce(request.url);
      else if (etag !== "") rewritten.set(etag, Buffer.concat(pieces));
      return Reflect.apply(end, response, callback === undefined ? [out] : [out, callback]);
    },
  });
}

/** @returns {AnswerStage} */
export function scriptsAfterPaint() {
  return { name: "scripts-after-paint", wrap: rewritePage };
}
