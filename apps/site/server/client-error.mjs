// Node answers a request it cannot even parse itself (the http server's `clientError`: a malformed request line
// or header 400, headers too large 431, a request too slow 408), with none of the site's headers. The server
// answers them here instead: the same status, the site's security headers, a line of text, and the connection
// closed (the rest of what was sent cannot be read).
import { Buffer } from "node:buffer";
import { STATUS_CODES } from "node:http";

/** @typedef {import("node:net").Socket} Socket */

/** @type {Record<string, number>} */
const STATUS_OF = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408, HPE_HEADER_TIMEOUT: 408 };

/** @type {Record<number, string>} */
const TEXT = {
  400: "Bad request: the request cannot be read.",
  408: "The request took too long to arrive.",
  431: "Bad request: the request's headers are too large.",
};

/**
 * The raw answer to a request Node could not parse.
 * @param {unknown} error
 * @param {Readonly<Record<string, string>>} securityHeaders
 * @returns {string}
 */
export function clientErrorResponse(error, securityHeaders) {
  const code = error && typeof error === "object" && "code" in error ? String(error.code) : "";
  const status = STATUS_OF[code] ?? 400;
  const body = TEXT[status] ?? "Bad request.";
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Bad Request"}`,
    ...Object.entries(securityHeaders).map(([name, value]) => `${name}: ${value}`),
    "content-type: text/plain; charset=utf-8",
    `content-length: ${Buffer.byteLength(body)}`,
    "cache-control: no-store",
    "connection: close",
  ];
  return `${lines.join("\r\n")}\r\n\r\n${body}`;
}

/**
 * The server's `clientError` listener.
 * @param {Pick<import("./site-rules.mjs").SiteRules, "securityHeaders">} rules
 * @returns {(error: Error & { code?: string }, socket: Socket) => void}
 */
export function answerClientErrors(rules) {
  // A request Node could not parse never reached a stage that knows its scheme: the plain set (HSTS when the site
  // itself is HTTPS).
  const headers = rules.securityHeaders(false);
  return (error, socket) => {
    const answering = /** @type {{ _httpMessage?: { headersSent?: boolean } | null }} */ (/** @type {unknown} */ (socket))._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || answering?.headersSent === true) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorResponse(error, headers));
  };
}
