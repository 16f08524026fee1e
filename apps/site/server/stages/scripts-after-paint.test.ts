import { request as httpRequest } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { page, rewriteWhole } from "../testing/next-page";
import { serveStages } from "../testing/serve";
import { compression } from "./compression.mjs";
import { scriptsAfterPaint } from "./scripts-after-paint.mjs";

describe("rewriting the site's answers", () => {
  // The rewrite and compression, in the server's order, around a stand-in that answers as Next does (headers set
  // one by one, the body written in pieces or with end, the head implied); the contract test
  // (e2e/tests/origin-contract.spec.ts) runs them on Next's own pages.
  let origin = "";
  let close = async () => {};
  let storedAnswers = 0;

  beforeAll(async () => {
    ({ origin, close } = await serveStages({ answer: [scriptsAfterPaint(), compression()] }, (req, res) => {
      if (req.url === "/unknown-markup") {
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.end('<!DOCTYPE html><html><head><script type="module" src="/x.js"></script></head><body>hi</body></html>');
        return;
      }
      if (req.url?.startsWith("/stored")) {
        // A page from the page cache: its ETag names the document; the stand-in writes another text under the same
        // ETag, in pieces, to show that a kept rewrite is what goes out.
        const version = new URL(req.url, "http://localhost").searchParams.get("v") ?? "1";
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.setHeader("etag", `"stored-${version}"`);
        storedAnswers += 1;
        const html = storedAnswers === 1 ? page : page.replace("Bachelor of Nursing", `Answer ${storedAnswers}`);
        res.write(html.slice(0, 200));
        res.end(html.slice(200));
        return;
      }
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
    }));
  });

  afterAll(() => close());

  it("passes a page whose scripts it does not recognise through unchanged, and says so once", async () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const first = await get("/unknown-markup");
      await get("/unknown-markup");
      expect(first.body.toString()).toBe('<!DOCTYPE html><html><head><script type="module" src="/x.js"></script></head><body>hi</body></html>');
      expect(warned).toHaveBeenCalledTimes(1);
    } finally {
      warned.mockRestore();
    }
  });

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

  it("sends a page rewritten, with the length of its rewrite, not of the page it was", async () => {
    const res = await get("/");
    expect(res.body.toString("utf8")).toBe(rewriteWhole(page));
    expect(Number(res.headers["content-length"])).toBe(Buffer.byteLength(rewriteWhole(page)));
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

  it("sends a stored page's rewrite again from its ETag, with its length, and a new ETag's page afresh", async () => {
    const first = await get("/stored");
    expect(first.body.toString("utf8")).toBe(rewriteWhole(page));
    const again = await get("/stored");
    expect(again.body.toString("utf8")).toBe(rewriteWhole(page));
    expect(Number(again.headers["content-length"])).toBe(Buffer.byteLength(rewriteWhole(page)));
    // Another encoding is made from Next's copy (the stand-in's text changes at every answer, where Next's would not).
    const compressed = await get("/stored", { "accept-encoding": "gzip" });
    expect(gunzipSync(compressed.body).toString("utf8")).toBe(rewriteWhole(page.replace("Bachelor of Nursing", `Answer ${storedAnswers}`)));
    const changed = await get("/stored?v=2");
    expect(changed.body.toString("utf8")).toBe(rewriteWhole(page.replace("Bachelor of Nursing", `Answer ${storedAnswers}`)));
  });
});
