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
// unchanged, and the server says so once. What a stored page became is kept with its other variants
// (answer/page-variants.mjs).
import { scriptsAfterPaint as rewriteScripts } from "../after-paint.mjs";
import { changedHead, headerOf } from "../answer/head.mjs";

/** @typedef {import("../answer/answer-plan.mjs").AnswerStage} AnswerStage */

let warned = false;

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
 * The rewrite of one page, as a transform of its bytes.
 * @param {string | undefined} path for the warning
 * @returns {import("../answer/answer-plan.mjs").BodyTransform}
 */
function rewrite(path) {
  const page = rewriteScripts();
  return {
    write: (chunk) => page.write(chunk),
    end() {
      const rest = page.end();
      if (page.recognised === 0) warnOnce(path);
      return rest;
    },
  };
}

/** @returns {AnswerStage} */
export function scriptsAfterPaint() {
  return {
    name: "scripts-after-paint",
    answer(request, head) {
      if (request.method !== "GET" || head.status !== 200 || !headerOf(head, "content-type").startsWith("text/html")) return null;
      return { head: changedHead(head, { set: { "content-length": undefined } }), transform: () => rewrite(request.url) };
    },
  };
}
