import { request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CONTENT_UNAVAILABLE_DIGEST } from "../../src/tide/outage.mjs";
import { serveStages } from "../testing/serve";
import { compression } from "./compression.mjs";
import { errorPages } from "./error-pages.mjs";

// The stage around a stand-in for Next, answering as Next does (an error status with an empty error shell); the
// contract test (e2e/tests/origin-contract.spec.ts) runs it on Next's own answers.
const env = {} as NodeJS.ProcessEnv;
const stage = errorPages(env);
const viewHeader = env.SITE_ERROR_VIEW_HEADER ?? "";

const shell = (extra: string) => `<!DOCTYPE html><html id="__next_error__"><head></head><body><div hidden=""></div><script>self.__next_f.push([1,"${extra}"])</script></body></html>`;
/** A view the size of a real page, for the compression settings to show in its compressed size. */
const pageSizedView = `<!doctype html><html lang="en"><body><h1>Page not found</h1>${Array.from({ length: 600 }, (_, index) => `<li><a href="/courses/course-${index}">Course ${index * 7919 % 1000} in area ${index % 13}</a></li>`).join("")}</body></html>`;
const viewRequests: { url: string; variant: string | undefined; host: string | undefined }[] = [];
let viewFails = false;

function stand_in(req: IncomingMessage, res: ServerResponse) {
  const variant = req.headers[viewHeader];
  if (typeof variant === "string") {
    viewRequests.push({ url: req.url ?? "", variant, host: req.headers.host });
    if (viewFails) {
      res.writeHead(500, { "content-type": "text/html" }).end("<html><body>view broke</body></html>");
      return;
    }
    if (req.url === "/brotli") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(pageSizedView);
      return;
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(`<!doctype html><html lang="en"><body><h1>${variant} view of ${req.url}</h1></body></html>`);
    return;
  }
  const html = (status: number, body: string, headers: Record<string, string> = {}) => {
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("etag", '"abc"');
    res.setHeader("cache-control", "s-maxage=60");
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.statusCode = status;
    // Next flushes the head first, then streams the body in pieces.
    res.flushHeaders();
    const half = Math.floor(body.length / 2);
    res.write(body.slice(0, half));
    res.end(body.slice(half));
  };
  switch (req.url) {
    case "/missing":
      return html(404, shell("NEXT_HTTP_ERROR_FALLBACK;404"));
    case "/outage":
      return html(500, shell(`digest ${CONTENT_UNAVAILABLE_DIGEST};503`));
    case "/broken":
      return html(500, shell("digest 123456"));
    case "/brotli":
      return html(404, shell("NEXT_HTTP_ERROR_FALLBACK;404"));
    case "/favicon.ico":
    case "/_next/static/no-such-file.js":
      return html(404, shell("NEXT_HTTP_ERROR_FALLBACK;404"));
    case "/rendered-404":
      return html(404, '<!DOCTYPE html><html lang="en"><body><h1>Gone</h1><script>self.__next_f.push([1,"x"])</script></body></html>');
    case "/too-many":
      return html(429, "<!doctype html><html lang=\"en\"><body><h1>Too many requests</h1></body></html>");
    case "/fine":
      return html(200, "<!doctype html><html lang=\"en\"><body><h1>Fine</h1></body></html>");
    default:
      res.writeHead(404, { "content-type": "application/json" }).end('{"error":"not found"}');
  }
}

let port = 0;
let close = async () => {};

beforeAll(async () => {
  ({ port, close } = await serveStages({ answer: [stage] }, stand_in));
});

afterAll(() => close());

const get = (path: string, headers: Record<string, string> = {}) => getFrom(port, path, headers);

function getFrom(at: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: at, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the error-page stage", () => {
  it("sends the server-rendered not-found view of the same address with the 404 status", async () => {
    const answer = await get("/missing", { host: "www.example.edu" });
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe('<!doctype html><html lang="en"><body><h1>not-found view of /missing</h1></body></html>');
    expect(answer.headers["content-length"]).toBe(String(answer.body.length));
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers["cache-control"]).toBe("s-maxage=60");
    expect(viewRequests.at(-1)).toEqual({ url: "/missing", variant: "not-found", host: "www.example.edu" });
  });

  it("turns a content outage into a 503 that is not kept and says when to come back", async () => {
    const answer = await get("/outage");
    expect(answer.status).toBe(503);
    expect(answer.headers["retry-after"]).toBe("60");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.body.toString()).toContain("error view of /outage");
  });

  it("keeps the status of any other failure", async () => {
    const answer = await get("/broken");
    expect(answer.status).toBe(500);
    expect(answer.body.toString()).toContain("error view of /broken");
  });

  it("replaces Next's answer before it is compressed: the view goes out compressed as the visitor asked", async () => {
    const compressed = await serveStages({ answer: [stage, compression()] }, stand_in);
    try {
      const answer = await getFrom(compressed.port, "/brotli", { "accept-encoding": "br, gzip" });
      expect(answer.status).toBe(404);
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers["content-length"]).toBe(String(answer.body.length));
      expect(brotliDecompressSync(answer.body).toString()).toBe(pageSizedView);
    } finally {
      await compressed.close();
    }
  });

  it("shows the error-page failure page, with the original status, when the view fails too", async () => {
    viewFails = true;
    try {
      const answer = await get("/missing");
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).toContain("An error occurred while showing the error page");
      expect(answer.body.toString()).toContain('<a href="/">Go to the home page</a>');
    } finally {
      viewFails = false;
    }
  });

  it("passes through what is not an error shell, and the router's data requests", async () => {
    const before = viewRequests.length;
    const tooMany = await get("/too-many");
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.toString()).toContain("Too many requests");
    expect(tooMany.headers.etag).toBe('"abc"');
    const fine = await get("/fine");
    expect(fine.status).toBe(200);
    expect(fine.body.toString()).toContain("<h1>Fine</h1>");
    const json = await get("/other");
    expect(json.body.toString()).toBe('{"error":"not found"}');
    const data = await get("/missing", { rsc: "1" });
    expect(data.status).toBe(404);
    expect(data.body.toString()).toContain("__next_error__");
    expect(viewRequests.length).toBe(before);
  });
  it("answers a missing file with a small 404, asks for no view and logs nothing", async () => {
    const before = viewRequests.length;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const path of ["/favicon.ico", "/_next/static/no-such-file.js"]) {
        const answer = await get(path);
        expect(answer.status, path).toBe(404);
        expect(answer.body.toString(), path).toContain("<h1>Not found</h1>");
      }
      expect(viewRequests.length).toBe(before);
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it("sends an error page of Next's that is not its shell as it is, and says so once", async () => {
    const warned = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const first = await get("/rendered-404");
      await get("/rendered-404");
      expect(first.status).toBe(404);
      expect(first.body.toString()).toContain("<h1>Gone</h1>");
      expect(warned).toHaveBeenCalledTimes(1);
      expect(String(warned.mock.calls[0]?.[0])).toContain("not the error shell");
    } finally {
      warned.mockRestore();
    }
  });
});
