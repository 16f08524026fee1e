import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "./proxy";

const run = (url: string, headers: Record<string, string> = {}) => proxy(new NextRequest(url, { headers }));

describe("proxy security headers", () => {
  it("are on answers that are not pages: route handlers, static files, icons", async () => {
    for (const path of ["/api/health", "/_next/static/chunks/app.js", "/favicon.ico", "/robots.txt"]) {
      const response = await run(`http://localhost:3000${path}`);
      expect(response.headers.get("content-security-policy"), path).toMatch(/^default-src 'self'; script-src 'self' 'unsafe-inline';/);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy"), path).toContain("microphone=()");
      expect(response.headers.get("strict-transport-security"), path).toBeNull();
    }
  });

  it("are on the trailing-slash redirect, which never leaves the site", async () => {
    const response = await run("http://localhost:3000/about-yu/?x=1");
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("http://localhost:3000/about-yu?x=1");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const sneaky = await run("http://localhost:3000//evil.example/");
    expect(new URL(sneaky.headers.get("location") ?? "").origin).toBe("http://localhost:3000");
  });

  it("are on the bad-request page, and add HSTS for a request that came over HTTPS", async () => {
    const bad = await run("http://localhost:3000/a%00b");
    expect(bad.status).toBe(400);
    expect(bad.headers.get("content-security-policy")).toContain("object-src 'none'");
    for (const path of ["/api/webform/%C3%28", "/api/webform/%", "/api/webform/%zz", "/api/webform/%E0%80%80", "/_next/static/%FF.js", "/api/x%00"]) {
      const refused = await run(`http://localhost:3000${path}`);
      expect(refused.status, path).toBe(400);
      expect(refused.headers.get("content-type"), path).toBe("text/plain; charset=utf-8");
      expect(refused.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
    const secure = await run("https://localhost:3000/api/health");
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });
});
