import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader, scriptsAfterPaint } from "./scripts-after-paint.mjs";

// A page as Next writes it: framework chunks in the head, the bootstrap script at the end of the body, then the
// page's data in inline scripts.
const head =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script>' +
  '<script src="/_next/static/chunks/two.js?dpl=x&amp;v=2" async=""></script>' +
  "<title>Course</title></head>";
const body =
  '<body><script>(function(){document.documentElement.dataset.alerts="1"})()</script>' +
  '<header>menu</header><main><h1>Bachelor of Nursing</h1><p class="page-header__summary">Become a nurse</p></main>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script>' +
  '<script>self.__next_f.push([1,"<script src=\\"/x.js\\" async=\\"\\"></script>"])</script>' +
  '<script src="/_next/static/chunks/late.js" async=""></script></body></html>';
const page = head + body;

const SOURCES = ["/_next/static/chunks/one.js", "/_next/static/chunks/two.js?dpl=x&v=2", "/_next/static/chunks/main.js"];

function rewriteWhole(html: string): string {
  const rewrite = scriptsAfterPaint();
  return rewrite.write(html) + rewrite.end();
}

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

  it("gives the same page however the document is cut into pieces", () => {
    const whole = rewriteWhole(page);
    for (let cut = 1; cut < page.length; cut += 1) {
      const rewrite = scriptsAfterPaint();
      expect(rewrite.write(page.slice(0, cut)) + rewrite.write(page.slice(cut)) + rewrite.end(), `cut at ${cut}`).toBe(whole);
    }
    const rewrite = scriptsAfterPaint();
    expect([...page].map((char) => rewrite.write(char)).join("") + rewrite.end()).toBe(whole);
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

describe("rewriting the site's answers", () => {
  // The module hooks every HTTP server of the process, as it does the site's: this server answers as Next does
  // (headers set one by one, the body written in pieces or with end, the head implied).
  let server: Server;
  let origin = "";

  beforeAll(async () => {
    await import("./scripts-after-paint.mjs");
    server = createServer((req, res) => {
      if (req.url === "/data.json") {
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ html: page, padding: "x".repeat(2000) }));
        return;
      }
      res.statusCode = req.url === "/missing" ? 404 : 200;
      res.setHeader("content-type", "text/html; charset=utf-8");
      if (req.url === "/streamed") {
        res.write(Buffer.from(page.slice(0, 100)));
        res.write(page.slice(100, 300));
        setTimeout(() => res.end(Buffer.from(page.slice(300))), 10);
        return;
      }
      res.setHeader("content-length", Buffer.byteLength(page));
      res.end(page);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const req = httpRequest(`${origin}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    });

  it("sends a page rewritten, without the length of the page it was", async () => {
    const res = await get("/");
    expect(res.body.toString("utf8")).toBe(rewriteWhole(page));
    expect(res.headers["content-length"]).toBeUndefined();
  });

  it("rewrites before compressing: the gzip answer is the same page", async () => {
    const res = await get("/", { "accept-encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(String(res.headers.vary)).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(res.body).toString("utf8")).toBe(rewriteWhole(page));
  });

  it("rewrites a page written in pieces, strings and bytes alike", async () => {
    const res = await get("/streamed", { "accept-encoding": "gzip" });
    expect(gunzipSync(res.body).toString("utf8")).toBe(rewriteWhole(page));
  });

  it("leaves other answers as they are: errors, data and HEAD", async () => {
    expect((await get("/missing")).body.toString("utf8")).toBe(page);
    expect(JSON.parse((await get("/data.json")).body.toString("utf8")).html).toBe(page);
    const head = await get("/", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
  });
});
