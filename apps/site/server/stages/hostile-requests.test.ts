import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerClientErrors } from "../client-error.mjs";
import { siteRules } from "@/server-rules/site-rules";
import { serveStages } from "../testing/serve";
import { canonicalSlashRedirect } from "./canonical-slashes.mjs";
import { forwardedHeaders } from "./forwarded-headers.mjs";
import { requestTarget } from "./request-target.mjs";
import { securityHeaders } from "./security-headers.mjs";
import { unreadablePath } from "./unreadable-path.mjs";

/** Sends bytes as they are (a request line no HTTP client would write) and reads the whole answer. */
function raw(port: number, text: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.end(text));
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", body = ""] = answer.split("\r\n\r\n", 2);
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(lines.map((line) => {
        const at = line.indexOf(":");
        return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()];
      }));
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body });
    });
  });
}

// What a hostile client can send that no browser would: the stages before Next, in the server's order, with the
// site's own rules (SITE_TRUST_PROXY unset: nobody is a trusted proxy), around a stand-in for Next.
describe("hostile requests before Next", () => {
  const rules = siteRules({ development: false });
  let port = 0;
  let close = async () => {};
  let seen: { url: string; headers: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    const served = await serveStages({
      before: [forwardedHeaders(rules), securityHeaders(rules), requestTarget(), unreadablePath(rules), canonicalSlashRedirect()],
    }, (req, res) => {
      seen.push({ url: req.url ?? "", headers: { ...req.headers } });
      res.setHeader("content-type", "text/plain");
      res.end("from next");
    });
    served.server.on("clientError", answerClientErrors(rules));
    ({ port, close } = served);
  });
  afterAll(() => close());

  it("route an absolute-form request by its path alone: every redirect stays on the site, with or without a matching Host", async () => {
    for (const host of ["evil.example", "localhost:3000"]) {
      for (const [target, location] of [
        ["http://evil.example/about-yu/", "/about-yu"],
        ["http://evil.example//about-yu", "/about-yu"],
        ["https://evil.example/about-yu///?x=1", "/about-yu?x=1"],
        ["HTTP://evil.example", null],
      ] as const) {
        seen = [];
        const answer = await raw(port, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
        if (location === null) {
          expect(answer.status, target).toBe(200);
          expect(seen[0]?.url, target).toBe("/");
          continue;
        }
        expect(answer.status, target).toBe(308);
        expect(answer.headers.location, target).toBe(location);
        expect(answer.headers["content-security-policy"], target).toContain("frame-ancestors 'none'");
      }
    }
    seen = [];
    await raw(port, "GET http://evil.example/about-yu?q=1 HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n");
    expect(seen.map((s) => s.url)).toEqual(["/about-yu?q=1"]);
  });

  it("answer a target that is no path 400, with the security headers", async () => {
    for (const line of ["OPTIONS * HTTP/1.1", "GET evil.example:443 HTTP/1.1", "GET mailto:x@evil.example HTTP/1.1"]) {
      seen = [];
      const answer = await raw(port, `${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(answer.status, line).toBe(400);
      expect(answer.headers["x-content-type-options"], line).toBe("nosniff");
      expect(seen, line).toEqual([]);
    }
  });

  it("believe no forwarded scheme or host from a client that is not a configured proxy: no HSTS over plain HTTP", async () => {
    seen = [];
    const answer = await raw(port, "GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-Proto: https\r\n"
      + "X-Forwarded-Host: evil.example\r\nForwarded: proto=https;host=evil.example\r\nConnection: close\r\n\r\n");
    expect(answer.status).toBe(200);
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
    expect(seen[0]?.headers).not.toHaveProperty("x-forwarded-proto");
    expect(seen[0]?.headers).not.toHaveProperty("x-forwarded-host");
    expect(seen[0]?.headers).not.toHaveProperty("forwarded");
  });

  it("answer what Node cannot parse (a malformed request line 400, headers too large 431) with the security headers", async () => {
    const malformed = await raw(port, "GET /about yu HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(malformed.status).toBe(400);
    expect(malformed.headers["content-security-policy"]).toMatch(/^default-src 'self'/);
    expect(malformed.headers["x-content-type-options"]).toBe("nosniff");
    expect(malformed.body).toBe("Bad request: the request cannot be read.");
    const large = await raw(port, `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(large.status).toBe(431);
    expect(large.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(large.headers.connection).toBe("close");
  });
});

describe("forwarded headers from a configured proxy", () => {
  it("are kept", async () => {
    const rules = { trustedPeer: (peer: string | undefined) => peer === "127.0.0.1" || peer === "::ffff:127.0.0.1" };
    let proto: unknown = null;
    const served = await serveStages({ before: [forwardedHeaders(rules)] }, (req, res) => {
      proto = req.headers["x-forwarded-proto"];
      res.end();
    });
    try {
      await raw(served.port, "GET / HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-Proto: https\r\nConnection: close\r\n\r\n");
      expect(proto).toBe("https");
    } finally {
      await served.close();
    }
  });
});
