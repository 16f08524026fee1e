import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { loaderSources } from "../apps/site/server/after-paint.mjs";

/**
 * First-load JavaScript of a page as a modern browser fetches it: every script the HTML loads, except
 * `nomodule` polyfills (which modern browsers skip), gzip-compressed at level 9. The site's pages add most of theirs
 * after the first paint, from the list in their loader (apps/site/server/after-paint.mjs): those count too.
 */
export async function firstLoadJs(origin: string, path: string): Promise<{ scripts: number; gzipBytes: number }> {
  return scriptsOf(await (await fetch(`${origin}${path}`)).text(), origin);
}

/**
 * The framework's own floor: the first-load JavaScript of a page with no client component of the site's, Next's
 * built-in not-found page in the site's root layout, read from the build (`.next/server/app/_not-found.html`)
 * and its scripts fetched from the running site.
 */
export async function frameworkFloorJs(origin: string, siteDir: string): Promise<{ scripts: number; gzipBytes: number }> {
  return scriptsOf(readFileSync(path.join(siteDir, ".next/server/app/_not-found.html"), "utf8"), origin);
}

async function scriptsOf(html: string, origin: string): Promise<{ scripts: number; gzipBytes: number }> {
  const srcs = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g) ?? []) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const src = tag.match(/\bsrc="([^"]+)"/)?.[1];
    if (src) srcs.add(src);
  }
  for (const src of loaderSources(html)) srcs.add(src);
  let gzipBytes = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { scripts: srcs.size, gzipBytes };
}
