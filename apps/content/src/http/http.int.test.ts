import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { runMigrations } from "../db/migrations.ts";
import { bodyOf, openTestDatabase, PGLITE_DRIVER, TEST_DRIVERS, testConfig, useSeededApp } from "../testing/test-app.ts";

const basic = (user: string, pass: string) => `Basic ${Buffer.from(`${user}:${pass}`).toString("base64")}`;

describe.each(TEST_DRIVERS)("HTTP behaviour ($name)", (driver) => {
  describe.skipIf(driver.skipReason !== null)(driver.skipReason ?? "fixture content", () => {
    const seeded = useSeededApp(driver, "http");
    const get = (url: string, headers: Record<string, string> = {}) => seeded.app.inject({ method: "GET", url, headers });

    it("reports liveness and readiness", async () => {
      const response = await get("/health");
      expect(response.statusCode).toBe(200);
      expect(bodyOf(response)).toEqual({ status: "ok" });
      expect(response.headers["x-sdp-app-type"]).toBe("tide");
      const ready = await get("/ready");
      expect(ready.statusCode).toBe(200);
      expect(bodyOf(ready)).toEqual({ status: "ready" });
      expect(ready.headers["cache-control"]).toBe("no-store");
    });

    it("serves seeded files with their type, long cache headers and conditional requests", async () => {
      const response = await get("/sites/default/files/fixtures/campus.svg");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/svg+xml");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
      expect(response.body).toContain("<svg");
      const etag = String(response.headers.etag);
      expect((await get("/sites/default/files/fixtures/campus.svg", { "if-none-match": etag })).statusCode).toBe(304);
      const text = await get("/sites/default/files/fixtures/handbook.txt?v=2");
      expect(text.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(text.headers["content-length"]).toBe("60");
      const head = await seeded.app.inject({ method: "HEAD", url: "/sites/default/files/fixtures/logo.svg" });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe("");
    });

    it("never serves anything outside the files folder", async () => {
      for (const url of ["/sites/default/files/../sites.yaml", "/sites/default/files/%2e%2e/sites.yaml", "/sites/default/files/fixtures%2f..%2f..%2fsites.yaml",
        "/sites/default/files/..%5csites.yaml", "/sites/default/files/fixtures/missing.svg", "/sites/default/files/fixtures",
        "/sites/default/files/.hidden"]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain("taxonomy_term--sites");
      }
    });

    it("answers malformed URLs with a JSON:API 400", async () => {
      const response = await get("/sites/default/files/%E0%A4%A");
      expect(response.statusCode).toBe(400);
      expect(response.headers["content-type"]).toBe("application/vnd.api+json");
      expect(bodyOf(response)).toMatchObject({ errors: [{ status: "400", title: "Bad Request" }] });
    });

    it("answers unknown routes with a JSON:API 404", async () => {
      const response = await get("/nothing/here");
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toBe("application/vnd.api+json");
      expect(bodyOf(response)).toEqual({ errors: [{ status: "404", title: "Not Found", detail: "No route for GET /nothing/here." }] });
    });

    it("honours an incoming X-Request-Id and answers over real HTTP", async () => {
      const app = await createApp({ config: seeded.config, db: seeded.database.db });
      try {
        const address = await app.listen({ port: 0, host: "127.0.0.1" });
        const response = await fetch(`${address}/api/v1/route?path=/home&site=7`, { headers: { "X-Request-Id": "trace-123" } });
        expect(response.status).toBe(200);
        expect(response.headers.get("x-request-id")).toBe("trace-123");
        expect(response.headers.get("x-sdp-app-type")).toBe("tide");
        const fresh = await fetch(`${address}/health`, { headers: { "X-Request-Id": "bad id with spaces" } });
        expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      } finally {
        await app.close();
      }
    });

    it("protects everything but /health, /ready and files with CONTENT_BASIC_AUTH", async () => {
      const app = await createApp({ config: testConfig({ CONTENT_BASIC_AUTH: "tide:s3cret" }), db: seeded.database.db });
      try {
        const inject = (url: string, authorization?: string) =>
          app.inject({ method: "GET", url, headers: authorization === undefined ? {} : { authorization } });
        for (const [url, authorization] of [["/api/v1/route?path=/&site=7", undefined], ["/site-api/v1/site/7", basic("tide", "wrong")],
          ["/api/v1/node/news", basic("other", "s3cret")], ["/api/v1/node/news", "Bearer x"]] as const) {
          const response = await inject(url, authorization);
          expect(response.statusCode, url).toBe(401);
          expect(response.headers["www-authenticate"]).toMatch(/^Basic realm="content"/);
          expect(response.headers["content-type"]).toBe("application/vnd.api+json");
          expect(bodyOf(response)).toMatchObject({ errors: [{ status: "401", title: "Unauthorized" }] });
        }
        expect((await inject("/api/v1/route?path=/&site=7", basic("tide", "s3cret"))).statusCode).toBe(200);
        expect((await inject("/health")).statusCode).toBe(200);
        expect((await inject("/ready")).statusCode).toBe(200);
        expect((await inject("/sites/default/files/fixtures/logo.svg")).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });
  });
});

describe("failures", () => {
  it("answers 500 without leaking details, and /ready 503 naming it (while /health, liveness, stays 200), when the database is gone", async () => {
    const { database } = await openTestDatabase(PGLITE_DRIVER, "failures");
    await runMigrations(database.db);
    const app = await createApp({ config: testConfig(), db: database.db });
    app.get("/api/v1/__explode", async () => {
      throw new Error("secret internals at /srv/app.ts:12");
    });
    try {
      const exploded = await app.inject({ method: "GET", url: "/api/v1/__explode" });
      expect(exploded.statusCode).toBe(500);
      expect(bodyOf(exploded)).toEqual({ errors: [{ status: "500", title: "Internal Server Error" }] });
      expect(exploded.headers["cache-control"]).toBe("private, no-store");
      await database.close();
      const response = await app.inject({ method: "GET", url: "/api/v1/node/page" });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toMatch(/at |\.ts|PGlite|closed/i);
      const ready = await app.inject({ method: "GET", url: "/ready" });
      expect(ready.statusCode).toBe(503);
      expect(bodyOf(ready)).toEqual({ status: "unready", missing: ["database"] });
      expect((await app.inject({ method: "GET", url: "/health" })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
