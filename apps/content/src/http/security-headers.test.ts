import { parseTrustedProxies } from "@yu/visitor-address";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerSecurityHeaders, servedOverHttps } from "./security-headers.ts";

const parsed = parseTrustedProxies("127.0.0.1");
if (!parsed.ok) throw new Error(parsed.problems.join("; "));
const trustProxy = parsed.proxies;

async function headersOf(publicUrl: string, headers: Record<string, string> = {}, remoteAddress = "203.0.113.9") {
  const app = Fastify();
  await registerSecurityHeaders(app, { publicUrl, trustProxy });
  app.get("/", async () => ({ ok: true }));
  try {
    return (await app.inject({ method: "GET", url: "/", headers, remoteAddress })).headers;
  } finally {
    await app.close();
  }
}

describe("content service security headers", () => {
  it("allow nothing to load or frame, never sniff, and nothing more", async () => {
    const headers = await headersOf("http://localhost:3001");
    expect(headers).toMatchObject({
      "content-security-policy": "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
      "x-content-type-options": "nosniff", "x-frame-options": "DENY", "referrer-policy": "strict-origin-when-cross-origin",
      "cross-origin-opener-policy": "same-origin",
    });
    for (const absent of ["strict-transport-security", "cross-origin-resource-policy", "cross-origin-embedder-policy", "origin-agent-cluster",
      "x-dns-prefetch-control", "x-download-options", "x-permitted-cross-domain-policies", "x-xss-protection", "x-powered-by"]) {
      expect(headers[absent], absent).toBeUndefined();
    }
  });

  it("add HSTS only over HTTPS, stated by a trusted proxy or published so", async () => {
    expect((await headersOf("https://content.example"))["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect((await headersOf("http://localhost:3001", { "x-forwarded-proto": "https" }, "127.0.0.1"))["strict-transport-security"])
      .toBe("max-age=31536000; includeSubDomains");
    expect((await headersOf("http://localhost:3001", { "x-forwarded-proto": "https" }))["strict-transport-security"]).toBeUndefined();
    expect(servedOverHttps({ publicUrl: "http://localhost:3001", protocol: "https", forwardedProto: null })).toBe(true);
    expect(servedOverHttps({ publicUrl: "http://localhost:3001", protocol: "http", forwardedProto: "https, http" })).toBe(true);
    expect(servedOverHttps({ publicUrl: "http://localhost:3001", protocol: "http", forwardedProto: null })).toBe(false);
  });
});
