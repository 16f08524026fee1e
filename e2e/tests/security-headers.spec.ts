import { connect } from "node:net";
import { type APIResponse } from "@playwright/test";
import { expect, test } from "../support/test";
import { watchCsp } from "../support/csp-watch";
import { PORTS } from "../support/ports";

/* Security headers on every kind of answer, and pages that work under the Content-Security-Policy. */

function expectSecurityHeaders(response: APIResponse, label: string, options: { page?: boolean } = {}) {
  const headers = response.headers();
  expect(headers["content-security-policy"], label).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"], label).toContain("base-uri 'self'");
  expect(headers["content-security-policy"], label).not.toContain("unsafe-eval");
  if (options.page) {
    const policy = headers["content-security-policy"]!;
    expect(policy, label).toContain("object-src 'none'");
    expect(policy, label).toContain("form-action 'self'");
    expect(policy, label).toContain("frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com");
    expect(policy, label).toContain(`img-src 'self' data: blob: http://localhost:${PORTS.content}`);
    expect(policy, label).toMatch(/script-src 'self' 'unsafe-inline' http:\/\/localhost:\d+(;| )/);
  }
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], label).toContain("camera=()");
  expect(headers["permissions-policy"], label).toContain("geolocation=()");
  expect(headers["x-powered-by"], label).toBeUndefined();
  // The test sites are plain HTTP: no HSTS.
  expect(headers["strict-transport-security"], label).toBeUndefined();
  // One policy, not two merged ones.
  expect(response.headersArray().filter((h) => h.name.toLowerCase() === "content-security-policy"), label).toHaveLength(1);
}

test.describe("security headers", () => {
  test("on a page, an API route, a static file, a 404 and redirects", async ({ request }) => {
    const home = await request.get("/");
    expect(home.status()).toBe(200);
    expectSecurityHeaders(home, "page", { page: true });

    const asset = /\/_next\/static\/[^"]+\.js/.exec(await home.text())?.[0];
    expect(asset).toBeTruthy();
    const file = await request.get(asset!);
    expect(file.status()).toBe(200);
    expectSecurityHeaders(file, "static file");

    const api = await request.get("/api/health");
    expect(api.status()).toBe(200);
    expectSecurityHeaders(api, "API route");

    for (const path of ["/no-such-page-anywhere", "/no-such-file.png", "/_next/static/no-such-file.js"]) {
      const missing = await request.get(path);
      expect(missing.status(), path).toBe(404);
      expectSecurityHeaders(missing, `404 ${path}`, { page: path === "/no-such-page-anywhere" });
    }

    const robots = await request.get("/robots.txt");
    expectSecurityHeaders(robots, "route handler");

    for (const path of ["/study", "/preview/page/0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e/latest", "/about-yu/"]) {
      const redirect = await request.get(path, { maxRedirects: 0 });
      expect(redirect.status(), path).toBeGreaterThanOrEqual(301);
      expect(redirect.status(), path).toBeLessThan(400);
      expectSecurityHeaders(redirect, `redirect ${path}`);
    }
  });

  test("on the service-down site's error page too", async ({ request }) => {
    const response = await request.get(`http://localhost:${PORTS.siteContentDown}/about-yu`);
    expectSecurityHeaders(response, "content down");
  });
});

/** What a client that is no browser can send, byte for byte, and the site's answer: its status and headers. */
function raw(port: number, text: string): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      answer += chunk;
      if (answer.includes("\r\n\r\n")) socket.destroy();
    });
    socket.on("error", reject);
    socket.on("close", () => {
      const [statusLine = "", ...lines] = (answer.split("\r\n\r\n")[0] ?? "").split("\r\n");
      resolve({
        status: Number(statusLine.split(" ")[1]),
        headers: Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()])),
      });
    });
  });
}

test.describe("what a client that is no browser sends", () => {
  test("a whole address on the request line: every redirect stays on the site, with the headers", async () => {
    const paths = ["/about-yu/", "//about-yu", "/about-yu//campuses", "/about-yu///", "/login/", "/search/?query=x", "/study"];
    for (const host of ["evil.example", `localhost:${PORTS.site}`]) {
      for (const path of paths) {
        const locations: (string | undefined)[] = [];
        for (const target of [`http://evil.example${path}`, path]) {
          const answer = await raw(PORTS.site, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
          const label = `${target} (Host ${host})`;
          expect(answer.status, label).toBeGreaterThanOrEqual(300);
          expect(answer.status, label).toBeLessThan(400);
          expect(answer.headers.location, label).toMatch(/^\/[^/\\]/);
          expect(answer.headers["content-security-policy"], label).toContain("frame-ancestors 'none'");
          locations.push(answer.headers.location);
        }
        // The whole address is routed by its path alone: the same redirect as the path's own.
        expect(locations[0], path).toBe(locations[1]);
      }
    }
  });

  test("a claim of HTTPS over plain HTTP gets no HSTS; what Node cannot parse gets 400 and 431 with the headers", async () => {
    const claimed = await raw(PORTS.site, "GET /api/health HTTP/1.1\r\nHost: www.yu.example\r\nX-Forwarded-Proto: https\r\nConnection: close\r\n\r\n");
    expect(claimed.status).toBe(200);
    expect(claimed.headers["strict-transport-security"]).toBeUndefined();
    const malformed = await raw(PORTS.site, "GET /about yu HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(malformed.status).toBe(400);
    expect(malformed.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(malformed.headers["x-content-type-options"]).toBe("nosniff");
    const large = await raw(PORTS.site, `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(large.status).toBe(431);
    expect(large.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });
});

test.describe("pages under the Content-Security-Policy", () => {
  const PAGES = [
    "/",
    "/courses/bachelor-of-nursing-hbns",
    "/study-at-yu/how-to-apply",
    "/about-yu/contact-us",
    "/search?q=nursing",
    "/course-discovery?q=business",
    "/study-at-yu/international-students/chat-with-our-students",
    "/study-at-yu/course-discovery-quiz",
    "/login",
  ];

  test("no violations on representative pages, with the chat opened @phone", async ({ page }) => {
    // The video hosts are not reachable offline: their iframes stay empty (the policy is still checked).
    await page.route(/youtube\.com|vimeo\.com/, (route) => route.abort());
    const csp = await watchCsp(page);
    const found: string[] = [];
    for (const path of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBeLessThan(400);
      await page.waitForLoadState("networkidle");
      if (path === "/about-yu/contact-us") {
        await page.getByRole("button", { name: "Chat", exact: true }).click();
        await expect(page.getByRole("dialog", { name: "Ask Yarra University" })).toBeVisible();
      }
      found.push(...(await csp.violations()).map((v) => `${path}: ${v}`));
    }
    expect(found).toEqual([]);
  });
});
