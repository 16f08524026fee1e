// What the error-page stage (stages/error-pages.mjs) decides about an answer, kept pure so that it is tested alone.
//
// When a page throws while it renders (notFound(), a content failure), Next answers with the right status but an
// empty document, <html id="__next_error__">, whose not-found or error view exists only in the inline script data
// that the browser renders once the scripts have run. A visitor without JavaScript, a slow phone and a crawler see a
// blank page. The adapter replaces such a body with the same view rendered by the server.
import { URLSearchParams } from "node:url";
import { CONTENT_UNAVAILABLE_DIGEST } from "../src/tide/outage.mjs";

const ERROR_SHELL = /<html[^>]*\bid="__next_error__"/;
const NOT_FOUND_FALLBACK = "NEXT_HTTP_ERROR_FALLBACK;404";

/**
 * Whether a request asks for a whole document that the adapter may rebuild: a GET of a page, not the router's
 * data requests (RSC, prefetches), which carry their own error handling.
 * @param {{ method?: string; url?: string; headers: Record<string, string | string[] | undefined> }} request
 */
export function isDocumentRequest(request) {
  if (request.method !== "GET") return false;
  if (request.headers.rsc !== undefined || request.headers["next-router-prefetch"] !== undefined) return false;
  const url = request.url ?? "/";
  const query = url.indexOf("?");
  return query === -1 || !new URLSearchParams(url.slice(query + 1)).has("_rsc");
}

/** Next's assets, the site's API routes and files with an extension: not pages (the proxy skips its page steps). */
const NOT_A_PAGE = /^\/(?:_next\/|api\/|favicon\.ico$)|\.[a-zA-Z0-9]{2,5}$/;

/**
 * Whether a path names a file (an asset, an icon, an image…) or an API route rather than a page: a missing one is a
 * plain 404, never the site's error page.
 * @param {string} pathname
 */
export function isNotAPage(pathname) {
  return NOT_A_PAGE.test(pathname);
}

/**
 * Whether an answer's head says its body may need rebuilding: an error status with an HTML body.
 * @param {number} status
 * @param {unknown} contentType
 */
export function mayBeErrorShell(status, contentType) {
  return status >= 400 && typeof contentType === "string" && contentType.toLowerCase().startsWith("text/html");
}

/** @typedef {{ variant: "not-found" | "error"; status: number }} ErrorView */

/**
 * The server-rendered view an error shell stands for, and the status to send with it: null when the HTML is not
 * an error shell (an answer the site wrote on purpose, such as the bad-request or too-many-requests pages).
 * A not-found stays 404; a failure of the content service is a 503 (the visitor may try again); any other failure
 * keeps its status.
 * @param {string} html
 * @param {number} status
 * @returns {ErrorView | null}
 */
export function errorViewFor(html, status) {
  if (!ERROR_SHELL.test(html)) return null;
  if (status === 404 || html.includes(NOT_FOUND_FALLBACK)) return { variant: "not-found", status: 404 };
  if (html.includes(CONTENT_UNAVAILABLE_DIGEST)) return { variant: "error", status: 503 };
  return { variant: "error", status: status >= 400 ? status : 500 };
}

/**
 * Whether HTML was written by Next's renderer (it carries React's inline data, `self.__next_f`): an error answer of
 * Next's that is not its error shell is markup the stage does not know.
 * @param {string} html
 */
export function isNextMarkup(html) {
  return html.includes("self.__next_f");
}

/**
 * The answer to a file (or API route) that Next answered with its error shell: small, and nothing to render. A
 * missing file is "Not found"; a failure (the content service down while the catch-all page looked for it) "Error".
 * @param {"not-found" | "error"} variant
 */
export function fileAnswer(variant) {
  const title = variant === "not-found" ? "Not found" : "Error";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${title}</title></head><body><h1>${title}</h1></body></html>`;
}

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/**
 * When the error page itself cannot be shown (spec §2.4): the message, its details and a link home, in a document
 * that needs nothing else to display.
 * @param {number} status
 * @param {string} detail
 */
export function errorPageFailure(status, detail) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Error</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.6;color:#14142b}a{color:#1d4ed8}</style></head>
<body><main><h1>An error occurred while showing the error page</h1><p>Details: ${escapeHtml(`${status} ${detail}`)}</p><p><a href="/">Go to the home page</a></p></main></body></html>`;
}
