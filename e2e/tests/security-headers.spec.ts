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
