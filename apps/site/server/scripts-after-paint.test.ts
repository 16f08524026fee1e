import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { page, rewriteWhole } from "./testing/next-page";

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
