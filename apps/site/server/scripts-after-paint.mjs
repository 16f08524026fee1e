// Pages paint before their scripts run. Next's renderer lists the framework's and the page's script chunks as
// `<script src async>` tags in the head (and its bootstrap script at the end of the body): a browser runs each one
// the moment it arrives, and on a phone that holds back the page's first paint behind up to 150 KB of script.
// Here those tags are taken out, and one small inline script, where the bootstrap script was, adds them all once
// the browser has painted the page: the content first, then the interactive parts (links and forms work before,
// as every page is whole HTML). Nor are they fetched ahead of the paint (but for the bootstrap script, which Next
// preloads at low priority): what arrives before the paint competes with it for a phone's bandwidth, and after a
// first visit they come from the browser's cache.
// A page whose tab is hidden gets its scripts at once, as no paint is coming.
//
// The same module compresses answers (in place of Next's own compression, `compress: false` in next.config.ts):
// the rewrite must see the HTML before it is compressed, so compression sits beneath it.
import { subscribe } from "node:diagnostics_channel";
import { StringDecoder } from "node:string_decoder";
import compression from "compression";
import { setHeaders, toBuffer } from "./http-parts.mjs";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */

/** The performance mark set when the scripts are added (the end-to-end suite compares it with the first paint). */
export const AFTER_PAINT_MARK = "scripts-after-paint";
/** If the browser has not painted by then (a frame that never comes), the scripts are added anyway. */
const LATEST_MS = 3_000;

/** Exactly the tag Next's renderer writes; any other script (inline, with a nonce, a module) is left alone. */
const ASYNC_SCRIPT = /<script src="([^"<>]+)" async=""><\/script>/g;

/**
 * The inline script that adds the page's scripts one frame after the browser reports its first contentful paint
 * (where it cannot tell, one frame after this script runs); at once when the page is hidden, and after LATEST_MS
 * whatever happens.
 * @param {string[]} sources the scripts' addresses, in the page's order
 */
export function loader(sources) {
  const list = JSON.stringify(sources).replace(/</g, "\\u003c");
  return (
    "<script>(function(s){var d=document,done=0;function run(){if(done)return;done=1;" +
    `performance.mark("${AFTER_PAINT_MARK}");` +
    's.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)})}' +
    "function next(){requestAnimationFrame(function(){setTimeout(run,0)})}" +
    'if(d.visibilityState==="hidden")return run();d.addEventListener("visibilitychange",run);' +
    `setTimeout(run,${LATEST_MS});` +
    'var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return next();' +
    'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();next()}}).observe({type:"paint",buffered:true})' +
    `})(${list})</script>`
  );
}

/**
 * Where to stop in text that may end inside a tag: the rest waits for the next piece.
 * @param {string} text
 */
function completeUpTo(text) {
  const script = text.lastIndexOf("<script");
  if (script !== -1 && !text.includes("</script>", script)) return script;
  const tag = text.lastIndexOf("<");
  if (tag !== -1 && !text.includes(">", tag)) return tag;
  return text.length;
}

/** An attribute's text as the address it stands for (Next writes `&amp;` in a query). */
const unescapeAttribute = (/** @type {string} */ text) => text.replace(/&amp;/g, "&");

/**
 * The rewrite of one HTML document, fed in pieces as it streams. Scripts in the head are taken out; the first one
 * after the head (Next's bootstrap) is replaced by the loader of them all, and the rest of the document passes
 * through unread. A document that ends first gets the loader at its end.
 */
export function scriptsAfterPaint() {
  let held = "";
  let inBody = false;
  /** @type {string[]} */
  const sources = [];
  let done = false;

  /** @param {string} text complete tags only */
  const rewrite = (text) => {
    const headEnd = inBody ? -1 : text.indexOf("</head>");
    let out = "";
    let from = 0;
    for (const match of text.matchAll(ASYNC_SCRIPT)) {
      const at = match.index;
      out += text.slice(from, at);
      from = at + match[0].length;
      sources.push(unescapeAttribute(/** @type {string} */ (match[1])));
      if (!inBody && (headEnd === -1 || at < headEnd)) continue;
      out += loader(sources);
      done = true;
      break;
    }
    if (headEnd !== -1) inBody = true;
    return out + text.slice(from);
  };

  return {
    /** @param {string} text */
    write(text) {
      const all = held + text;
      held = "";
      if (done) return all;
      const upTo = completeUpTo(all);
      const out = rewrite(all.slice(0, upTo));
      held = all.slice(upTo);
      return out;
    },
    end() {
      const rest = done ? held : rewrite(held);
      held = "";
      return rest + (sources.length > 0 && !done ? loader(sources) : "");
    },
  };
}

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
  const decoder = new StringDecoder("utf8");

  const decide = (/** @type {number} */ status) => {
    if (decided) return;
    decided = true;
    const type = String(response.getHeader("content-type") ?? "");
    if (request.method !== "GET" || status !== 200 || !type.startsWith("text/html")) return;
    page = scriptsAfterPaint();
    response.removeHeader("content-length");
  };

  /** @param {unknown} chunk @param {unknown} encoding */
  const text = (chunk, encoding) => (typeof chunk === "string" && (encoding === undefined || encoding === "utf8" || encoding === "utf-8") ? chunk : decoder.write(toBuffer(chunk, encoding)));

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
      const out = page.write(text(chunk, encoding));
      return Reflect.apply(write, response, callback === undefined ? [out, "utf8"] : [out, "utf8", callback]);
    },
    /** @param {unknown[]} args chunk, encoding and callback, as end takes them */
    end(...args) {
      if (!response.headersSent) decide(response.statusCode);
      if (page === null) return Reflect.apply(end, response, args);
      const [chunk, encoding] = args;
      const callback = args.find((arg) => typeof arg === "function");
      const last = chunk === undefined || chunk === null || typeof chunk === "function" ? "" : text(chunk, encoding);
      const out = page.write(last + decoder.end()) + page.end();
      return Reflect.apply(end, response, callback === undefined ? [out, "utf8"] : [out, "utf8", callback]);
    },
  });
}

subscribe("http.server.request.start", (message) => {
  const { request, response } = /** @type {{ request: IncomingMessage; response: ServerResponse }} */ (message);
  compress(/** @type {never} */ (request), /** @type {never} */ (response), () => {});
  rewritePage(request, response);
});
