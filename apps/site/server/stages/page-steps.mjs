// The page steps (src/page-steps/page-steps.ts: pages served elsewhere, the search budget, content redirects, the
// editor's token renewal, the configured steps, the pages that read their query string), run by the server before
// Next for pages only, so that Next runs no proxy at all: a file, an asset or an API route pays nothing for them.
// What the steps set on the request's headers is what the page reads; a rewrite changes the path Next routes.
import { isNotAPage } from "../error-shell.mjs";
import { requestPath } from "../request-path.mjs";
import { URLSearchParams } from "node:url";
import { overHttps } from "../request-scheme.mjs";

/** @typedef {import("../compose.mjs").BeforeStage} BeforeStage */
/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */

/**
 * The request's headers as a Headers the steps may change, or null when Node let through one that fetch refuses.
 * @param {IncomingMessage["headers"]} incoming
 */
function headersOf(incoming) {
  const headers = new Headers();
  try {
    for (const [name, value] of Object.entries(incoming)) {
      if (typeof value === "string") headers.set(name, value);
      else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    }
  } catch {
    return null;
  }
  return headers;
}

/**
 * Makes the request's headers what the steps left (only the names they set or removed change).
 * @param {IncomingMessage} request
 * @param {Headers} headers
 */
function applyRequestHeaders(request, headers) {
  for (const name of Object.keys(request.headers)) {
    if (name !== "set-cookie" && !headers.has(name)) delete request.headers[name];
  }
  headers.forEach((value, name) => {
    if (name !== "set-cookie" && request.headers[name] !== value) request.headers[name] = value;
  });
}

/**
 * @param {ServerResponse} response
 * @param {Headers} headers
 */
function setResponseHeaders(response, headers) {
  headers.forEach((value, name) => {
    if (name !== "set-cookie") response.setHeader(name, value);
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) response.setHeader("set-cookie", cookies);
}

/**
 * The path Next routes after a rewrite: the rewritten path with its own query (a page that reads its query string
 * keeps it there), and the router's cache-busting `_rsc` value of the original request once, which Next checks
 * against the request's router headers (a request without it, or with two, is redirected to fetch again).
 * @param {string} rewrite
 * @param {string} search
 */
export function rewrittenUrl(rewrite, search) {
  const rsc = new URLSearchParams(search).get("_rsc");
  const at = rewrite.indexOf("?");
  const query = new URLSearchParams(at === -1 ? "" : rewrite.slice(at + 1));
  if (rsc === null && !query.has("_rsc")) return rewrite;
  query.delete("_rsc");
  if (rsc !== null) query.append("_rsc", rsc);
  const rest = query.toString();
  return `${at === -1 ? rewrite : rewrite.slice(0, at)}${rest === "" ? "" : `?${rest}`}`;
}

/** Next's word on where a page's answer came from: HIT or STALE (its page cache), MISS (made, and kept there). */
const NEXT_CACHE_HEADER = "x-nextjs-cache";

/**
 * Tells the steps how the answer ended once it is sent, or the visitor has gone (the search budget charges what the
 * page's render searched: src/page-steps/search-budget.ts).
 * @param {ServerResponse} response
 * @param {(answer: { status: number; cache: string | null; complete: boolean }) => void} afterAnswer
 */
export function tellWhenAnswered(response, afterAnswer) {
  const tell = () => {
    const cache = response.getHeader(NEXT_CACHE_HEADER);
    afterAnswer({ status: response.statusCode, cache: typeof cache === "string" ? cache : null, complete: response.writableFinished });
  };
  // A visitor who left while the steps waited (for the budget's store, or a lane) is gone already.
  if (response.closed) tell();
  else response.once("close", tell);
}

/**
 * @param {Pick<import("../site-rules.mjs").SiteRules, "pageSteps">} rules
 * @returns {BeforeStage}
 */
export function pageSteps(rules) {
  return {
    name: "page-steps",
    before(request, response) {
      const { pathname, search } = requestPath(request);
      if (isNotAPage(pathname)) return false;
      const headers = headersOf(request.headers);
      if (headers === null) {
        response.writeHead(400, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
        response.end("Bad request: a header cannot be read.");
        return true;
      }
      const https = overHttps(request);
      const url = new URL(`${pathname}${search}`, `${https ? "https" : "http"}://localhost`);
      const host = request.headers.host;
      if (typeof host === "string") {
        try {
          url.host = host;
        } catch {
          // An unusable Host keeps the placeholder: the steps only read the host to decide cookies' Secure flag.
        }
      }
      return rules.pageSteps({ method: request.method ?? "GET", url, headers, https }).then((outcome) => {
        const { afterAnswer } = outcome;
        if (afterAnswer) tellWhenAnswered(response, afterAnswer);
        if (outcome.kind === "answer") {
          setResponseHeaders(response, outcome.headers);
          response.statusCode = outcome.status;
          response.end(outcome.body ?? undefined);
          return true;
        }
        applyRequestHeaders(request, outcome.headers);
        setResponseHeaders(response, outcome.responseHeaders);
        if (outcome.rewrite !== null) request.url = rewrittenUrl(outcome.rewrite, search);
        return false;
      });
    },
  };
}
