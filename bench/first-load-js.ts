import { gzipSync } from "node:zlib";

/**
 * First-load JavaScript of a page as a modern browser fetches it: every script the HTML loads, except
 * `nomodule` polyfills (which modern browsers skip), gzip-compressed at level 9.
 */
export async function firstLoadJs(origin: string, path: string): Promise<{ scripts: number; gzipBytes: number }> {
  const html = await (await fetch(`${origin}${path}`)).text();
  const srcs = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g) ?? []) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const src = tag.match(/\bsrc="([^"]+)"/)?.[1];
    if (src) srcs.add(src);
  }
  let gzipBytes = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { scripts: srcs.size, gzipBytes };
}
