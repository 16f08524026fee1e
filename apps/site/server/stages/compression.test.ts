import { request as httpRequest } from "node:http";
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { page, rewriteWhole } from "../testing/next-page";
import { serveStages } from "../testing/serve";
import { BROTLI_QUALITY, compressing, compression } from "./compression.mjs";
import { scriptsAfterPaint } from "./scripts-after-paint.mjs";

describe("compressing the site's answers", () => {
  // The rewrite and compression, in the server's order, around a stand-in that answers as Next does. A stored page
  // (with an ETag) is written with a new text at each answer, to show which answers are sent from a kept copy.
  let origin = "";
  let close = async () => {};
  let answers = 0;

  beforeAll(async () => {
    ({ origin, close } = await serveStages({ answer: [scriptsAfterPaint(), compression()] }, (req, res) => {
      const url = new URL(req.url ?? "/", "http://localhost");
      answers += 1;
      const html = page.replace("Bachelor of Nursing", `Answer ${answers}`);
      if (req.headers.rsc === "1") {
        // Next answers a page's RSC payload under the page's own ETag.
        res.setHeader("content-type", "text/x-component");
        res.setHeader("etag", 'W/"payload"');
        res.end(`0:${JSON.stringify({ payload: "x".repeat(3_000) })}\n`);
        return;
      }
      res.setHeader("content-type", "text/html; charset=utf-8");
      if (url.pathname === "/stored" || url.pathname === "/no-transform") res.setHeader("etag", `W/"${url.searchParams.get("v") ?? "1"}${url.pathname}"`);
      if (url.pathname === "/with-payload") res.setHeader("etag", `W/"payload"`);
      if (url.pathname === "/no-transform") res.setHeader("cache-control", "public, no-transform");
      res.setHeader("content-length", Buffer.byteLength(html));
      res.write(html.slice(0, 300));
      res.end(html.slice(300));
    }));
  });

  afterAll(() => close());

  const get = (path: string, headers: Record<string, string>) =>
    new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const req = httpRequest(`${origin}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    });
  const text = ({ headers, body }: { headers: Record<string, unknown>; body: Buffer }) =>
    (headers["content-encoding"] === "br" ? brotliDecompressSync(body) : headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString("utf8");
  const answerText = (n: number) => rewriteWhole(page.replace("Bachelor of Nursing", `Answer ${n}`));

  it("sends a stored page compressed again from its ETag and Accept-Encoding, with its length, without compressing it anew", async () => {
    const first = await get("/stored", { "accept-encoding": "br, gzip" });
    const n = answers;
    expect(first.headers["content-encoding"]).toBe("br");
    expect(text(first)).toBe(answerText(n));
    const again = await get("/stored", { "accept-encoding": "br, gzip" });
    expect(again.headers["content-encoding"]).toBe("br");
    expect(again.headers.vary).toBe("Accept-Encoding");
    expect(Number(again.headers["content-length"])).toBe(again.body.length);
    expect(again.body.equals(first.body)).toBe(true);
    expect(text(again)).toBe(answerText(n));

    // Another encoding is made for itself (from Next's copy: the stand-in's text changes at every answer, where
    // Next's would not), then kept; another ETag is another page.
    const gzip = await get("/stored", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(text(gzip)).toBe(answerText(answers));
    const gzipAgain = await get("/stored", { "accept-encoding": "gzip, deflate" });
    expect(gzipAgain.body.equals(gzip.body)).toBe(true);
    const changed = await get("/stored?v=2", { "accept-encoding": "br, gzip" });
    expect(text(changed)).toBe(answerText(answers));
    expect(answers).toBeGreaterThan(n);
  });

  it("compresses every answer without an ETag, or whose Cache-Control forbids transforming it, afresh", async () => {
    const one = await get("/fresh", { "accept-encoding": "br" });
    const two = await get("/fresh", { "accept-encoding": "br" });
    expect(text(one)).toBe(answerText(answers - 1));
    expect(text(two)).toBe(answerText(answers));
    for (let i = 0; i < 2; i += 1) {
      const plain = await get("/no-transform", { "accept-encoding": "br" });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString("utf8")).toContain("<!DOCTYPE html>");
    }
  });

  it("keeps only a page's HTML: its RSC payload under the same ETag is never sent for it", async () => {
    const payload = await get("/with-payload", { "accept-encoding": "br", rsc: "1" });
    expect(text(payload)).toMatch(/^0:/);
    await get("/with-payload", { "accept-encoding": "br", rsc: "1" });
    const html = await get("/with-payload", { "accept-encoding": "br" });
    expect(html.headers["content-type"]).toMatch(/^text\/html/);
    expect(text(html)).toContain("<!DOCTYPE html>");
  });

  it("sends a stored page uncompressed to a client that asks for no encoding", async () => {
    const plain = await get("/stored?v=3", {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(answerText(answers));
  });

  it("answers small bodies, HEAD and what is already encoded as they are, and says it varies by Accept-Encoding", async () => {
    const stage = compression();
    const head = (headers: Record<string, string>) => ({ status: 200, headers: { "content-type": "text/html", ...headers } });
    const request = (method: string) => ({ method, headers: { "accept-encoding": "gzip, br" } }) as never;
    expect(stage.answer(request("GET"), head({ "content-length": "900" }))?.transform).toBeUndefined();
    expect(stage.answer(request("GET"), head({ "content-length": "900" }))?.head?.headers.vary).toBe("Accept-Encoding");
    expect(stage.answer(request("HEAD"), head({}))?.transform).toBeUndefined();
    expect(stage.answer(request("GET"), head({ "content-encoding": "gzip" }))?.transform).toBeUndefined();
    expect(stage.answer(request("GET"), { status: 200, headers: { "content-type": "image/png" } })).toBeNull();
    expect(stage.answer(request("GET"), head({ vary: "RSC" }))?.head).toMatchObject({ headers: { vary: "RSC, Accept-Encoding", "content-encoding": "br" } });
  });

  it("flushes each chunk as it comes, at Brotli quality 4, not Brotli's slowest default", async () => {
    const body = Buffer.from(Array.from({ length: 600 }, (_, index) => `<li><a href="/courses/course-${index}">Course ${(index * 7919) % 1000} in area ${index % 13}</a></li>`).join(""));
    const brotli = compressing("br");
    const first = await brotli.write(body.subarray(0, 20_000));
    // What the visitor has after the first chunk is that chunk, whole.
    expect(brotliDecompressSync(first, { finishFlush: zlibConstants.BROTLI_OPERATION_FLUSH }).equals(body.subarray(0, 20_000))).toBe(true);
    const whole = Buffer.concat([first, await brotli.write(body.subarray(20_000)), await brotli.end()]);
    expect(brotliDecompressSync(whole).equals(body)).toBe(true);
    const atQuality = (quality: number) => brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } }).length;
    expect(Math.abs(whole.length - atQuality(BROTLI_QUALITY))).toBeLessThan(atQuality(BROTLI_QUALITY) * 0.05);
    expect(whole.length).toBeGreaterThan(atQuality(zlibConstants.BROTLI_DEFAULT_QUALITY) * 1.2);
  });
});
