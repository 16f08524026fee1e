import { spawn, type ChildProcess } from "node:child_process";
import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBareNextApp } from "../../../scripts/bare-next-app.mjs";
import { waitForUrl } from "../../../scripts/lib.mjs";
import { AFTER_PAINT_MARK, loaderSources } from "./after-paint.mjs";
import { fileAnswer } from "./error-shell.mjs";
import { SITE_RULES_KEY } from "../src/server-rules/site-rules-key.mjs";
import { freePort } from "./testing/free-port";

// The contract between the origin's stages and Next itself: the site's server (server.mjs, every stage) runs a
// fixture app built here with the site's Next version, laid out as the site is where it matters (a catch-all page
// that is rendered on first request and kept, its own not-found and error boundaries, the site's cache handler, a
// proxy that serves the server's error-view requests, an instrumentation hook that leaves the server its rules, which
// the server has Next run before it listens). Each stage that edits Next's answer is checked on Next's real answers,
// so that a Next release that writes its script tags, its error shell, its error digests or its cached headers
// otherwise fails here, by name, rather than silently sending blank error pages or scripts before the paint.

const siteDir = path.resolve(import.meta.dirname, "..");

const FIXTURE: Record<string, string> = {
  "next.config.mjs": `export default ${JSON.stringify({
    poweredByHeader: false, compress: false, generateEtags: false, skipTrailingSlashRedirect: true,
    cacheHandler: path.join(siteDir, "server/page-cache/handler.mjs"), cacheMaxMemorySize: 0,
    turbopack: { root: "/" }, outputFileTracingRoot: "/",
  })};\n`,
  // What the site's instrumentation hook leaves for the server's stages before Next (src/server-rules/): here, with no
  // site code, rules that stand in for the site's, left the same way and read by the server before it listens.
  "instrumentation.ts": [
    "export function register() {",
    '  if (process.env.NEXT_RUNTIME !== "nodejs") return;',
    '  const headers = { "x-content-type-options": "nosniff", "x-frame-options": "DENY" };',
    "  const metricsPort = process.env.SITE_METRICS_PORT;",
    `  (globalThis as unknown as Record<symbol, unknown>)[Symbol.for(${JSON.stringify(SITE_RULES_KEY)})] = { rules: {`,
    "    securityHeaders: () => headers,",
    "    unusablePath: () => null,",
    '    badRequestPage: () => "<!doctype html><title>Bad request</title>",',
    "    trustedPeer: () => false,",
    '    siteOrigin: "http://localhost",',
    '    pageSteps: async (request: { headers: Headers }) => ({ kind: "continue", rewrite: null, headers: request.headers, responseHeaders: new Headers() }),',
    '    productSlug: "yu",',
    '    metrics: { port: metricsPort ? Number(metricsPort) : null, host: "127.0.0.1" },',
    "    redisUrl: null,",
    "    memos: [],",
    "  } };",
    "}",
  ].join("\n"),
  "proxy.ts": [
    'import { NextResponse, type NextRequest } from "next/server";',
    "export function proxy(request: NextRequest) {",
    "  const header = process.env.SITE_ERROR_VIEW_HEADER;",
    "  const variant = header ? request.headers.get(header) : null;",
    "  return variant ? NextResponse.rewrite(new URL(`/error-views/${variant}`, request.url)) : NextResponse.next();",
    "}",
    'export const config = { matcher: ["/((?!_next/).*)"] };',
  ].join("\n"),
  "app/island.tsx": [
    '"use client";',
    'import { useState } from "react";',
    "export default function Island() { const [n, setN] = useState(0); return <button onClick={() => setN(n + 1)}>{n}</button>; }",
  ].join("\n"),
  "app/[[...path]]/page.tsx": [
    'import { notFound } from "next/navigation";',
    'import Island from "../island";',
    "export const revalidate = 60;",
    "export const dynamicParams = true;",
    "export function generateStaticParams() { return []; }",
    "export default async function Page({ params }: { params: Promise<{ path?: string[] }> }) {",
    "  const first = (await params).path?.[0] ?? '';",
    "  if (first.startsWith('gone') || first.startsWith('_') || first.includes('.')) notFound();",
    "  if (first === 'outage') throw Object.assign(new Error('down'), { digest: 'CONTENT_SERVICE_UNAVAILABLE;503' });",
    "  return <main><h1>Page {first}</h1><Island /></main>;",
    "}",
  ].join("\n"),
  "app/[[...path]]/not-found.tsx": "export default function NotFound() { return <h1>Not found boundary</h1>; }",
  "app/[[...path]]/error.tsx": '"use client";\nexport default function Failed() { return <h1>Error boundary</h1>; }',
  "app/error-views/[variant]/page.tsx": [
    'export const dynamic = "force-dynamic";',
    "export default async function View({ params }: { params: Promise<{ variant: string }> }) {",
    "  return <main><h1>{`The server's ${(await params).variant} view`}</h1></main>;",
    "}",
  ].join("\n"),
};

/** A GET as it arrives on the wire (fetch would decode it): status, headers and the bytes sent. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

describe("the origin's stages on Next's own answers", () => {
  let remove = () => {};
  let server: ChildProcess | null = null;
  let origin = "";
  let output = "";
  let metrics = "";

  beforeAll(async () => {
    const app = buildBareNextApp("yu-origin-contract", FIXTURE);
    remove = app.remove;
    const port = await freePort();
    const metricsPort = await freePort();
    origin = `http://127.0.0.1:${port}`;
    metrics = `http://127.0.0.1:${metricsPort}/metrics`;
    server = spawn(process.execPath, [path.join(siteDir, "server/server.mjs"), "--dir", app.dir, "--port", String(port)], {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", SITE_METRICS_PORT: String(metricsPort) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const stream of [server.stdout, server.stderr]) stream?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    if (!(await waitForUrl(`${origin}/ready`, { child: server, timeoutMs: 60_000 }))) throw new Error(`the fixture did not start:\n${output}`);
  }, 180_000);

  afterAll(async () => {
    server?.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    remove();
  });

  it("starts with every stage, and says which", () => {
    expect(output).toContain('"stages":["request-metrics","peer-address","forwarded-headers","security-headers","request-target","unreadable-path","canonical-slashes","page-steps","next","error-pages","scripts-after-paint","compression","not-modified"]');
  });

  it("metrics: every answer is counted by kind and status class on the metrics' own port, not on the site's", async () => {
    const count = async (kind: string, status: string) => {
      const text = await (await fetch(metrics)).text();
      const line = text.split("\n").find((row) => row.startsWith(`site_http_request_duration_seconds_count{kind="${kind}",method="GET",status="${status}"}`));
      return line === undefined ? 0 : Number(line.split(" ").at(-1));
    };
    const pages = await count("page", "2xx");
    const missing = await count("asset", "4xx");
    await (await fetch(`${origin}/a-counted-page`)).text();
    await (await fetch(`${origin}/_next/static/no-such-file.js`)).text();
    expect(await count("page", "2xx")).toBe(pages + 1);
    expect(await count("asset", "4xx")).toBe(missing + 1);
    const text = await (await fetch(metrics)).text();
    expect(text).toContain("site_nodejs_eventloop_lag_seconds");
    expect(text).not.toContain("a-counted-page");
    // The site's own /metrics is whatever page the site has there (here the fixture's catch-all), never the figures.
    expect(await (await fetch(`${origin}/metrics`)).text()).not.toContain("site_http_request_duration_seconds");
  });

  it("scripts after paint: recognises Next's script tags and moves them all behind the loader", async () => {
    const response = await fetch(`${origin}/a-page`);
    const html = await response.text();
    expect(response.status).toBe(200);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, "Next's <script src async> tags in the head are no longer recognised (after-paint.mjs)").not.toMatch(/<script src="[^"]+" async/);
    expect(html, "no loader: the page's scripts were not recognised").toContain(AFTER_PAINT_MARK);
    const sources = loaderSources(html);
    expect(sources.length).toBeGreaterThan(1);
    expect(sources.every((source) => source.startsWith("/_next/static/"))).toBe(true);
    expect(html).toContain("a-page</h1>");
  });

  it("compression: a browser gets the same rewritten page, gzipped", async () => {
    const plain = await (await fetch(`${origin}/a-page`, { headers: { "accept-encoding": "identity" } })).text();
    const zipped = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      httpGet(`${origin}/a-page`, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });
    expect(zipped.encoding).toBe("gzip");
    const body = gunzipSync(zipped.body).toString("utf8");
    expect(loaderSources(body)).toEqual(loaderSources(plain));
  });

  it("compression: a page's kept compressed HTML is never its RSC payload, which Next sends under the same ETag", async () => {
    type Answer = { type: string; etag: string; text: string };
    const get = (path: string, headers: Record<string, string> = {}): Promise<Answer> => new Promise<Answer>((resolve, reject) => {
      httpGet(`${origin}${path}`, { headers: { "accept-encoding": "gzip", ...headers } }, (res) => {
        // Next sends a payload request whose `_rsc` does not match its headers to the address that does.
        const location = res.headers.location;
        if (res.statusCode === 307 && typeof location === "string" && location.includes("_rsc")) {
          res.resume();
          resolve(get(location, headers));
          return;
        }
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({ type: String(res.headers["content-type"]), etag: String(res.headers.etag),
            text: (res.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString("utf8") });
        });
      }).on("error", reject);
    });
    // As a browser asks for a payload: the RSC header, and the query Next adds to keep caches apart.
    const payload = (path: string) => get(`${path}?_rsc=x`, { rsc: "1" });
    const isPayload = (answer: Answer) => answer.type.startsWith("text/x-component") && !answer.text.includes("<!DOCTYPE html>");
    const isPage = (answer: Answer, path: string) => answer.type.startsWith("text/html") && answer.text.includes(`${path.slice(1)}</h1>`);

    // The page first, then its payload, each twice; and the other way round on another page.
    const page = await get("/page-then-payload");
    expect(isPage(page, "/page-then-payload")).toBe(true);
    expect(isPage(await get("/page-then-payload"), "/page-then-payload")).toBe(true);
    const first = await payload("/page-then-payload");
    expect(first.etag, "Next sends the page's payload under the page's ETag").toBe(page.etag);
    expect(isPayload(first)).toBe(true);
    expect(isPayload(await payload("/page-then-payload"))).toBe(true);
    for (let i = 0; i < 2; i += 1) expect(isPayload(await payload("/payload-then-page"))).toBe(true);
    for (let i = 0; i < 2; i += 1) expect(isPage(await get("/payload-then-page"), "/payload-then-page")).toBe(true);
  });

  it("scripts after paint: the page rendered on first request and the same page from Next's cache go out alike", async () => {
    // The first answer is Next's render as it streams, the later ones its stored copy: the rewrite kept by ETag
    // (stages/scripts-after-paint.mjs) is only right while both are the same document.
    const rendered = await fetch(`${origin}/rendered-then-kept`);
    const first = await rendered.text();
    const etag = rendered.headers.get("etag");
    expect(etag, "a first render carries the ETag of the page it stores").toMatch(/^W\/"/);
    const kept = await fetch(`${origin}/rendered-then-kept`, { headers: { "accept-encoding": "identity" } });
    expect(kept.headers.get("etag")).toBe(etag);
    const second = await kept.text();
    expect(second).toBe(first);
    expect(Number(kept.headers.get("content-length"))).toBe(Buffer.byteLength(second));
    expect(await (await fetch(`${origin}/rendered-then-kept`)).text()).toBe(first);
  });

  it("not modified: a kept page carries the ETag stored with it, and answers 304 to it", async () => {
    await fetch(`${origin}/kept`);
    const kept = await fetch(`${origin}/kept`);
    const etag = kept.headers.get("etag");
    expect(etag, "the cache handler's ETag is not on Next's answer (the stored header object or the cache value's shape changed)").toMatch(/^W\/"/);
    const again = await fetch(`${origin}/kept`, { headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
  });

  it("error pages (workaround for vercel/next.js#62228): Next still sends a not-found as an empty shell, which the server replaces", async () => {
    const response = await fetch(`${origin}/gone`);
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(html, "Next renders not-found pages on the server itself now: remove the error-page stage (stages/error-pages.mjs)").not.toContain("Not found boundary");
    expect(html, "Next's error shell was not recognised (error-shell.mjs)").toContain("The server&#x27;s not-found view");
  });

  it("error pages: a content outage's digest reaches the shell and becomes a 503", async () => {
    const response = await fetch(`${origin}/outage`);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("60");
    expect(await response.text()).toContain("The server&#x27;s error view");
  });

  it("error pages: the view replaces Next's shell before compression, so it goes out in the encoding the browser asked for", async () => {
    const answer = await rawGet(`${origin}/gone-compressed`, { "accept-encoding": "br" });
    expect(answer.status).toBe(404);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).toString("utf8")).toContain("The server&#x27;s not-found view");
  });

  it("the answer seam: a stored page's final bytes are kept per encoding and sent again, with their length, as Next's copy would make them", async () => {
    await rawGet(`${origin}/variants`, { "accept-encoding": "identity" });
    for (const encoding of ["br", "gzip", "identity"]) {
      const made = await rawGet(`${origin}/variants`, { "accept-encoding": encoding });
      const kept = await rawGet(`${origin}/variants`, { "accept-encoding": encoding });
      expect(kept.headers["content-encoding"] ?? "identity", encoding).toBe(encoding);
      expect(Number(kept.headers["content-length"]), encoding).toBe(kept.body.length);
      expect(kept.body.equals(made.body), encoding).toBe(true);
      const text = encoding === "br" ? brotliDecompressSync(kept.body) : encoding === "gzip" ? gunzipSync(kept.body) : kept.body;
      expect(loaderSources(text.toString("utf8")).length, encoding).toBeGreaterThan(1);
    }
  });

  it("error pages: a missing file is a small 404, without asking for a view or logging an error", async () => {
    for (const file of ["/favicon.ico", "/no-such-file.png", "/_next/static/no-such-file.js"]) {
      const response = await fetch(`${origin}${file}`);
      expect(response.status, file).toBe(404);
      const body = await response.text();
      expect(body === fileAnswer("not-found") || !body.includes("__next_error__"), file).toBe(true);
      expect(response.headers.get("x-content-type-options"), file).toBe("nosniff");
    }
    expect(output).not.toContain("Error view failed");
    expect(output).not.toContain('"level":"warn"');
  });
});
