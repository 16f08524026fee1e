// The rewrite that makes a page paint before its scripts run (wired into the server by scripts-after-paint.mjs): pure
// text in, text out, fed in pieces as a page streams. Next's `<script src async>` tags leave the head, and one
// inline loader, where Next's bootstrap script was, adds them all after the browser's first contentful paint.

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
