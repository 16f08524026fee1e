import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteRules } from "@/server-rules/site-rules";
import { getFrom, serveStages } from "../testing/serve";
import { canonicalSlashRedirect } from "./canonical-slashes.mjs";
import { securityHeaders } from "./security-headers.mjs";
import { unreadablePath } from "./unreadable-path.mjs";

// The stages before Next, in the server's order, with the site's own rules, around a stand-in that answers as Next
// would (a file, an API route, a page). The end-to-end suite checks the same headers on the site's real answers
// (e2e/tests/security-headers.spec.ts).
describe("the stages before Next", () => {
  const rules = siteRules({ development: false });
  let origin = "";
  let close = async () => {};
  let reachedNext: string[] = [];

  beforeAll(async () => {
    ({ origin, close } = await serveStages({ before: [securityHeaders(rules), unreadablePath(rules), canonicalSlashRedirect()] }, (req, res) => {
      reachedNext.push(req.url ?? "");
      res.setHeader("content-type", "text/plain");
      res.end("from next");
    }));
  });
  afterAll(() => close());

  const get = (path: string, headers: Record<string, string> = {}) => getFrom(origin, path, headers);

  it("put the security headers on answers that are not pages: route handlers, static files, icons", async () => {
    for (const path of ["/api/health", "/_next/static/chunks/app.js", "/favicon.ico", "/robots.txt", "/about-yu"]) {
      const response = await get(path);
      expect(response.body, path).toBe("from next");
      expect(response.headers["content-security-policy"], path).toMatch(/^default-src 'self'; script-src 'self' 'unsafe-inline';/);
      expect(response.headers["x-content-type-options"], path).toBe("nosniff");
      expect(response.headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(response.headers["permissions-policy"], path).toContain("microphone=()");
      expect(response.headers["strict-transport-security"], path).toBeUndefined();
    }
  });

  it("redirect a trailing slash, with the headers, never off the site", async () => {
    reachedNext = [];
    const response = await get("/about-yu/?x=1");
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe("/about-yu?x=1");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    const sneaky = await get("//evil.example/");
    expect(sneaky.headers.location).toBe("/evil.example");
    expect(new URL(String(sneaky.headers.location), "http://localhost:3000").origin).toBe("http://localhost:3000");
    expect(reachedNext).toEqual([]);
  });

  it("answer an unreadable path 400, with the headers, and add HSTS for a request that came over HTTPS", async () => {
    const bad = await get("/a%00b");
    expect(bad.status).toBe(400);
    expect(bad.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(bad.body).toContain("This address is not valid");
    expect(bad.headers["content-security-policy"]).toContain("object-src 'none'");
    for (const path of ["/api/webform/%C3%28", "/api/webform/%", "/api/webform/%zz", "/api/webform/%E0%80%80", "/_next/static/%FF.js", "/api/x%00"]) {
      const refused = await get(path);
      expect(refused.status, path).toBe(400);
      expect(refused.headers["content-type"], path).toBe("text/plain; charset=utf-8");
      expect(refused.headers["x-content-type-options"], path).toBe("nosniff");
    }
    const secure = await get("/api/health", { "x-forwarded-proto": "https" });
    expect(secure.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });
});
