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
// The same module compresses answers (in place of Next's own compression, `compress: false` in next.config.ts):
// the rewrite must see the HTML before it is compressed, so compression sits beneath it.
import { Buffer } from "node:buffer";
import { subscribe } from "node:diagnostics_channel";
import compression from "compression";
import { scriptsAfterPaint } from "./after-paint.mjs";
import { setHeaders, toBuffer } from "./http-parts.mjs";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */

const compress = compression();

/**
 * Rewrites one answer's HTML on its way out, when it is a whole page (a 200 HTML answer to a GET). Installed on
 * top of compression, so what it writes is compressed after it.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
export function rewritePage(request, response) {
  const { writeHead, write, end } = response;
  /** @type {ReturnType<typeof scriptsAfterPaint> | null} */
  let page = null;
  let decided = false;

  const decide = (/** @type {number} */ status) => {
    if (decided) return;
    decided = true;
    const type = String(response.getHeader("content-type") ?? "");
    if (request.method !== "GET" || status !== 200 || !type.startsWith("text/html")) return;
    page = scriptsAfterPaint();
    response.removeHeader("content-length");
  };

  Object.assign(response, {
    /** @param {number} status @param {unknown[]} rest reason and headers, as writeHead takes them */
    writeHead(status, ...rest) {
      if (!response.headersSent) {
        const headers = rest.find((arg) => typeof arg === "object" && arg !== null);
        if (headers !== undefined) setHeaders(response, headers);
        decide(status);
      }
      return Reflect.apply(writeHead, response, [status, ...rest.filter((arg) => typeof arg === "string")]);
    },
    /** @param {unknown[]} args chunk, encoding and callback, as write takes them */
    write(...args) {
      if (!response.headersSent) decide(response.statusCode);
      if (page === null) return Reflect.apply(write, response, args);
      const [chunk, encoding] = args;
      const callback = args.find((arg) => typeof arg === "function");
      const out = page.write(toBuffer(chunk, encoding));
      return Reflect.apply(write, response, callback === undefined ? [out] : [out, callback]);
    },
    /** @param {unknown[]} args chunk, encoding and callback, as end takes them */
    end(...args) {
      if (!response.headersSent) decide(response.statusCode);
      if (page === null) return Reflect.apply(end, response, args);
      const [chunk, encoding] = args;
      const callback = args.find((arg) => typeof arg === "function");
      const last = chunk === undefined || chunk === null || typeof chunk === "function" ? Buffer.alloc(0) : toBuffer(chunk, encoding);
      const out = Buffer.concat([page.write(last), page.end()]);
      return Reflect.apply(end, response, callback === undefined ? [out] : [out, callback]);
    },
  });
}

subscribe("http.server.request.start", (message) => {
  const { request, response } = /** @type {{ request: IncomingMessage; response: ServerResponse }} */ (message);
  compress(/** @type {never} */ (request), /** @type {never} */ (response), () => {});
  rewritePage(request, response);
});
