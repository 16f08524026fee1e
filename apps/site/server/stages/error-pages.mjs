// Error pages in the server's HTML: a workaround for Next's open bug vercel/next.js#62228. When a page fails while
// it renders (a 404 from notFound(), a content failure), Next sends the right status with an empty document whose
// text exists only in its inline script data (error-shell.mjs). This stage holds such an answer back, asks the site
// for the same view rendered by the server (a request carrying SITE_ERROR_VIEW_HEADER, which the proxy serves from
// app/error-views), and sends that instead, with the original status and headers: 404 stays 404, and a failure of
// the content service becomes a 503 with Retry-After. If the error view cannot be had either, the visitor gets the
// spec's error-page failure page. A missing file (an icon, an image, a script: no page) is a small plain 404.
//
// Only whole-document GETs with an error status and an HTML body are held (the stage replaces the whole answer, as
// Next wrote it, before it is rewritten or compressed); everything else (pages that render, the router's data
// requests, API answers, files) passes straight through, untouched and unbuffered. An error
// answer of Next's that is not its error shell (a Next release that renders error pages itself, or writes the shell
// otherwise) is sent as it is, and the server says so once.
import { Buffer } from "node:buffer";
import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import process from "node:process";
import { context, propagation } from "@opentelemetry/api";
import { changedHead } from "../answer/head.mjs";
import { errorPageFailure, errorViewFor, fileAnswer, isDocumentRequest, isNextMarkup, isNotAPage, mayBeErrorShell } from "../error-shell.mjs";
import { OUTAGE_RETRY_AFTER_SECONDS } from "../../src/tide/outage.mjs";

/** Longer than the content service's read timeout (30 s): the view may wait on site data as a page does. */
const VIEW_TIMEOUT_MS = 35_000;

/** Headers the view request carries over from the visitor's, so that it renders for the same site and scheme. */
const CARRIED = ["host", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-for", "x-request-id"];

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("../answer/head.mjs").AnswerHead} AnswerHead */
/** @typedef {import("../answer/answer-plan.mjs").AnswerStage} AnswerStage */

/** @param {Record<string, unknown>} fields */
const log = (fields) => console.error(JSON.stringify({ time: new Date().toISOString(), ...fields }));

let warnedUnknown = false;

/**
 * @param {NodeJS.ProcessEnv} env where the view header's name is published for the site
 * @returns {AnswerStage}
 */
export function errorPages(env = process.env) {
  // Chosen at random per process, so no visitor can ask for an error view directly.
  const header = `x-error-view-${randomBytes(12).toString("hex")}`;
  env.SITE_ERROR_VIEW_HEADER = header;
  return {
    name: "error-pages",
    answer(request, head) {
      if (request.headers[header] !== undefined || !isDocumentRequest(request)) return null;
      // Next's own compression is off: an answer already encoded is none of its error shells.
      if (!mayBeErrorShell(head.status, head.headers["content-type"]) || head.headers["content-encoding"] !== undefined) return null;
      return { replace: (body) => answer(request, head, header, body) };
    },
  };
}

/**
 * The answer to send for an error answer's whole body: the server-rendered view when the body is Next's error shell,
 * a small not-found document for a missing file, else the answer unchanged.
 * @param {IncomingMessage} request
 * @param {AnswerHead} head
 * @param {string} header
 * @param {Buffer} body
 * @returns {Promise<{ head: AnswerHead; body: Buffer }>}
 */
async function answer(request, head, header, body) {
  const html = body.toString("utf8");
  const view = errorViewFor(html, head.status);
  if (view === null) {
    if (isNextMarkup(html) && !warnedUnknown) {
      warnedUnknown = true;
      log({ level: "warn", msg: "Error pages: an error answer of Next's is not the error shell this server knows; sent as Next wrote it", path: request.url, status: head.status });
    }
    return { head, body };
  }

  const pathname = (request.url ?? "/").split("?")[0] ?? "/";
  let document;
  if (isNotAPage(pathname)) {
    // A file has no error view, and its failure is neither news (a 404) nor the stage's to log (a page's failure
    // is logged where it happened).
    document = fileAnswer(view.variant);
  } else {
    try {
      document = await fetchView(request, header, view.variant);
    } catch (error) {
      log({ level: "error", msg: "Error view failed", path: request.url, error: String(error) });
      document = errorPageFailure(view.status, view.variant === "not-found" ? "Page not found" : "The page could not be shown");
    }
  }
  const outage = view.status === 503 ? { "retry-after": String(OUTAGE_RETRY_AFTER_SECONDS), "cache-control": "no-store" } : {};
  return { head: changedHead(head, { status: view.status, set: { etag: undefined, "content-length": undefined, ...outage } }), body: Buffer.from(document, "utf8") };
}

/**
 * The error view of the same address, rendered by this very server.
 * @param {IncomingMessage} request
 * @param {string} header
 * @param {"not-found" | "error"} variant
 * @returns {Promise<string>}
 */
function fetchView(request, header, variant) {
  const { socket } = request;
  const host = (socket.localAddress ?? "127.0.0.1").replace(/^::ffff:/, "");
  /** @type {Record<string, string>} */
  const headers = { accept: "text/html", "accept-encoding": "identity", [header]: variant };
  for (const name of CARRIED) {
    const value = request.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  // The view's own request is part of this request's trace when tracing is on (docs/operations.md, "Traces"); a no-op else.
  propagation.inject(context.active(), headers);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host, port: socket.localPort, method: "GET", path: request.url ?? "/", headers, timeout: VIEW_TIMEOUT_MS },
      (incoming) => {
        /** @type {Buffer[]} */
        const chunks = [];
        incoming.on("data", (chunk) => chunks.push(chunk));
        incoming.on("error", reject);
        incoming.on("end", () => {
          if (incoming.statusCode === 200) resolve(Buffer.concat(chunks).toString("utf8"));
          else reject(new Error(`the error view answered ${incoming.statusCode}`));
        });
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`the error view took longer than ${VIEW_TIMEOUT_MS} ms`)));
    outgoing.on("error", reject);
    outgoing.end();
  });
}
