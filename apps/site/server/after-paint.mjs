// The rewrite that makes a page paint before its scripts run (the server's stage: stages/scripts-after-paint.mjs): pure,
// bytes in and bytes out, fed in pieces as a page streams. Next's `<script src async>` tags leave the head, and one
// inline loader, where Next's bootstrap script was, adds them all after the browser's first contentful paint.
import { Buffer } from "node:buffer";

/** The performance mark set when the scripts are added (the end-to-end suite compares it with the first paint). */
export const AFTER_PAINT_MARK = "scripts-after-paint";
/** If the browser has not painted by then (a frame that never comes), the scripts are added anyway. */
const LATEST_MS = 3_000;

// Exactly the tag Next's renderer writes, `<script src="…" async=""></script>`; any other script (inline, with a
// nonce, a module) is left alone. Pages are read as bytes: every mark searched for is ASCII, which UTF-8 never uses
// inside another character, so a page is neither decoded nor encoded on its way out.
const SCRIPT_OPEN = Buffer.from('<script src="');
const SCRIPT_CLOSE = Buffer.from('" async=""></script>');
const SCRIPT = Buffer.from("<script");
const SCRIPT_END = Buffer.from("</script>");
const HEAD_END = Buffer.from("</head>");
const QUOTE = 0x22;
const LT = 0x3c;
const GT = 0x3e;

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
 * Where to stop in bytes that may end inside a tag: the rest waits for the next piece.
 * @param {Buffer} bytes
 */
function completeUpTo(bytes) {
  const script = bytes.lastIndexOf(SCRIPT);
  if (script !== -1 && bytes.indexOf(SCRIPT_END, script) === -1) return script;
  const tag = bytes.lastIndexOf(LT);
  if (tag !== -1 && bytes.indexOf(GT, tag) === -1) return tag;
  return bytes.length;
}

/**
 * The next of Next's script tags at or after `from`: where it starts and ends, and its address.
 * @param {Buffer} bytes
 * @param {number} from
 * @returns {{ start: number; end: number; src: string } | null}
 */
function nextScript(bytes, from) {
  for (let start = bytes.indexOf(SCRIPT_OPEN, from); start !== -1; start = bytes.indexOf(SCRIPT_OPEN, start + 1)) {
    const srcStart = start + SCRIPT_OPEN.length;
    const quote = bytes.indexOf(QUOTE, srcStart);
    if (quote <= srcStart) continue;
    const src = bytes.subarray(srcStart, quote);
    if (src.includes(LT) || src.includes(GT) || !bytes.subarray(quote, quote + SCRIPT_CLOSE.length).equals(SCRIPT_CLOSE)) continue;
    // An attribute's text as the address it stands for (Next writes `&amp;` in a query).
    return { start, end: quote + SCRIPT_CLOSE.length, src: src.toString("utf8").replace(/&amp;/g, "&") };
  }
  return null;
}

/**
 * The rewrite of one HTML document, fed in pieces as it streams. Scripts in the head are taken out; the first one
 * after the head (Next's bootstrap) is replaced by the loader of them all, and the rest of the document passes
 * through unread. A document that ends first gets the loader at its end.
 */
export function scriptsAfterPaint() {
  let held = Buffer.alloc(0);
  let inBody = false;
  /** @type {string[]} */
  const sources = [];
  let done = false;

  /** @param {Buffer} bytes complete tags only */
  const rewrite = (bytes) => {
    const headEnd = inBody ? -1 : bytes.indexOf(HEAD_END);
    /** @type {Buffer[]} */
    const out = [];
    let from = 0;
    for (let tag = nextScript(bytes, 0); tag !== null; tag = nextScript(bytes, from)) {
      out.push(bytes.subarray(from, tag.start));
      from = tag.end;
      sources.push(tag.src);
      if (!inBody && (headEnd === -1 || tag.start < headEnd)) continue;
      out.push(Buffer.from(loader(sources)));
      done = true;
      break;
    }
    if (headEnd !== -1) inBody = true;
    if (from === 0) return bytes;
    out.push(bytes.subarray(from));
    return Buffer.concat(out);
  };

  return {
    /** @param {Buffer} bytes */
    write(bytes) {
      const all = held.length === 0 ? bytes : Buffer.concat([held, bytes]);
      held = Buffer.alloc(0);
      if (done) return all;
      const upTo = completeUpTo(all);
      const out = rewrite(all.subarray(0, upTo));
      held = Buffer.from(all.subarray(upTo));
      return out;
    },
    /** How many of Next's script tags it has recognised so far (none in a whole page: markup it does not know). */
    get recognised() {
      return sources.length;
    },
    /** @returns {Buffer} */
    end() {
      const rest = done ? held : rewrite(held);
      held = Buffer.alloc(0);
      return sources.length > 0 && !done ? Buffer.concat([rest, Buffer.from(loader(sources))]) : rest;
    },
  };
}

/** The loader's text up to its list of addresses: how a reader of a page finds them (the benchmarks' count). */
const LOADER_LIST = new RegExp(`performance\\.mark\\("${AFTER_PAINT_MARK}"\\);[\\s\\S]*?\\}\\)\\((\\[[^\\]]*\\])\\)</script>`);

/**
 * The addresses of the scripts a page's loader adds; none for a page without one.
 * @param {string} html
 * @returns {string[]}
 */
export function loaderSources(html) {
  const list = html.match(LOADER_LIST)?.[1];
  return list === undefined ? [] : /** @type {string[]} */ (JSON.parse(list));
}
