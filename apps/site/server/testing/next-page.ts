import { scriptsAfterPaint } from "../after-paint.mjs";

// A page as Next writes it, for the tests of after-paint.mjs and stages/scripts-after-paint.mjs: framework chunks in the
// head, the bootstrap script at the end of the body, then the page's data in inline scripts.
export const head =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script>' +
  '<script src="/_next/static/chunks/two.js?dpl=x&amp;v=2" async=""></script>' +
  "<title>Course</title></head>";
const body =
  '<body><script>(function(){document.documentElement.dataset.alerts="1"})()</script>' +
  '<header>menu</header><main><h1>Bachelor of Nursing</h1><p class="page-header__summary">Become a nurse – in three years →</p></main>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script>' +
  '<script>self.__next_f.push([1,"<script src=\\"/x.js\\" async=\\"\\"></script>"])</script>' +
  '<script src="/_next/static/chunks/late.js" async=""></script></body></html>';
export const page = head + body;

/** The addresses of its scripts that run on arrival, in its order. */
export const SOURCES = ["/_next/static/chunks/one.js", "/_next/static/chunks/two.js?dpl=x&v=2", "/_next/static/chunks/main.js"];

/** A whole page through the rewrite, in one piece. */
export function rewriteWhole(html: string): string {
  const rewrite = scriptsAfterPaint();
  return Buffer.concat([rewrite.write(Buffer.from(html)), rewrite.end()]).toString("utf8");
}
