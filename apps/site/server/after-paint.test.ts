import { describe, expect, it } from "vitest";
import { loader, loaderSources, scriptsAfterPaint } from "./after-paint.mjs";
import { head, page, rewriteWhole, SOURCES } from "./testing/next-page";

describe("scriptsAfterPaint", () => {
  it("takes the head's scripts out and puts one loader of them all where the bootstrap script was", () => {
    const out = rewriteWhole(page);
    expect(out).not.toContain('<script src="/_next/static/chunks/one.js"');
    expect(out).not.toContain('<script src="/_next/static/chunks/main.js" async');
    expect(out).toContain(loader(SOURCES));
    expect(out.indexOf(loader(SOURCES))).toBeGreaterThan(out.indexOf("page-header__summary"));
    expect(out).toBe(
      page
        .replace('<script src="/_next/static/chunks/one.js" async=""></script>', "")
        .replace('<script src="/_next/static/chunks/two.js?dpl=x&amp;v=2" async=""></script>', "")
        .replace('<script src="/_next/static/chunks/main.js" async=""></script>', loader(SOURCES)),
    );
  });

  it("leaves everything after the loader as it is: the page's data and any later script", () => {
    const out = rewriteWhole(page);
    expect(out).toContain('self.__next_f.push([1,"<script src=\\"/x.js\\" async=\\"\\"></script>"])');
    expect(out).toContain('<script src="/_next/static/chunks/late.js" async=""></script>');
  });

  it("leaves other scripts alone: inline ones, modules for old browsers, any with more attributes", () => {
    const out = rewriteWhole(page.replace('<script src="/_next/static/chunks/one.js" async="">', '<script src="/_next/static/chunks/one.js" async="" nonce="n">'));
    expect(out).toContain('<script src="/_next/static/chunks/one.js" async="" nonce="n"></script>');
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(out).toContain('document.documentElement.dataset.alerts="1"');
    expect(out).toContain(loader([SOURCES[1] as string, SOURCES[2] as string]));
  });

  it("gives the same page however the document is cut into pieces, through the middle of a character too", () => {
    const bytes = Buffer.from(page);
    const whole = rewriteWhole(page);
    for (let cut = 1; cut < page.length; cut += 1) {
      const rewrite = scriptsAfterPaint();
      const pieces = [rewrite.write(bytes.subarray(0, cut)), rewrite.write(bytes.subarray(cut)), rewrite.end()];
      expect(Buffer.concat(pieces).toString("utf8"), `cut at ${cut}`).toBe(whole);
    }
    const rewrite = scriptsAfterPaint();
    const byByte = [...bytes].map((byte) => rewrite.write(Buffer.from([byte])));
    expect(Buffer.concat([...byByte, rewrite.end()]).toString("utf8")).toBe(whole);
  });

  it("adds the loader at the end of a document whose bootstrap script never comes", () => {
    expect(rewriteWhole(`${head}<body><p>Error</p></body></html>`)).toBe(
      `${head.replace(/<script src="[^"]+" async=""><\/script>/g, "")}<body><p>Error</p></body></html>${loader(SOURCES.slice(0, 2))}`,
    );
  });

  it("leaves a document without such scripts exactly as it was", () => {
    const plain = "<!DOCTYPE html><html><head><title>Down</title></head><body><p>The page could not be shown</p></body></html>";
    expect(rewriteWhole(plain)).toBe(plain);
  });
});

describe("loader", () => {
  it("lists the addresses as script text, with nothing that could close its element", () => {
    const text = loader(["/a.js", "/b.js?x=</script>"]);
    expect(text).toMatch(/^<script>\(function\(s\)\{.*\}\)\(\["\/a\.js","\/b\.js\?x=\\u003c\/script>"\]\)<\/script>$/);
    expect(text.match(/<\/script>/g)).toHaveLength(1);
  });

  it("waits for the first contentful paint, and runs at once in a hidden tab or after three seconds", () => {
    const text = loader(["/a.js"]);
    expect(text).toContain('getEntriesByName("first-contentful-paint")');
    expect(text).toContain('d.visibilityState==="hidden")return run()');
    expect(text).toContain("setTimeout(run,3000)");
  });
});

describe("loaderSources", () => {
  it("reads back the addresses a page's loader adds, and none from a page without one", () => {
    expect(loaderSources(rewriteWhole(page))).toEqual(SOURCES);
    expect(loaderSources(page)).toEqual([]);
  });
});
