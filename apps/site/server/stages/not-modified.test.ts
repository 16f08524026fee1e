import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageEtag } from "../page-cache/page-etag.mjs";
import { serveStages } from "../testing/serve";
import { matchesEtag, notModified } from "./not-modified.mjs";

describe("matchesEtag", () => {
  it("compares weakly, in a list, and takes *", () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc" ', 'W/"abc"')).toBe(true);
    expect(matchesEtag("*", 'W/"abc"')).toBe(true);
  });

  it("does not match another tag, a missing one or an empty header", () => {
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag('W/"abc"', undefined)).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
    expect(matchesEtag("", 'W/"abc"')).toBe(false);
  });
});

describe("pageEtag", () => {
  it("is weak and changes with the document", () => {
    expect(pageEtag("<html>a</html>")).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(pageEtag("<html>a</html>")).toBe(pageEtag("<html>a</html>"));
    expect(pageEtag("<html>a</html>")).not.toBe(pageEtag("<html>b</html>"));
  });
});

describe("answering If-None-Match", () => {
  // The stage around a stand-in that answers as Next does (headers set one by one, the body written with end, the
  // head implied).
  const etag = pageEtag("<html>page</html>");
  let origin = "";
  let close = async () => {};

  beforeAll(async () => {
    ({ origin, close } = await serveStages({ answer: [notModified()] }, (req, res) => {
      if (req.url === "/gone") {
        res.statusCode = 404;
        res.setHeader("etag", etag);
        res.end("<html>not found</html>");
        return;
      }
      if (req.url !== "/no-etag") res.setHeader("etag", etag);
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("content-length", Buffer.byteLength("<html>page</html>"));
      res.end("<html>page</html>");
    }));
  });
  afterAll(() => close());

  const ask = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<{ status: number; body: string; etag: string | undefined }>((resolve, reject) => {
      const req = httpRequest(`${origin}${path}`, { method, headers }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body, etag: res.headers.etag }));
      });
      req.on("error", reject);
      req.end();
    });

  it("sends 304 without a body when the visitor holds the page", async () => {
    const answer = await ask("/page", { "if-none-match": etag });
    expect(answer).toEqual({ status: 304, body: "", etag });
    expect((await ask("/page", { "if-none-match": etag }, "HEAD")).status).toBe(304);
  });

  it("sends the page when the visitor holds another version, nothing, or the page has no ETag", async () => {
    expect(await ask("/page", { "if-none-match": pageEtag("<html>old</html>") })).toEqual({ status: 200, body: "<html>page</html>", etag });
    expect((await ask("/page")).status).toBe(200);
    expect((await ask("/no-etag", { "if-none-match": etag })).body).toBe("<html>page</html>");
  });

  it("never turns an error into a 304", async () => {
    const answer = await ask("/gone", { "if-none-match": etag });
    expect(answer.status).toBe(404);
    expect(answer.body).toBe("<html>not found</html>");
  });
});
