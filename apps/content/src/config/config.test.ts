import path from "node:path";
import { isTrustedProxy } from "@yu/visitor-address";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, REPO_ROOT } from "./config.ts";

describe("loadConfig", () => {
  it("has safe defaults resolved from the repository, not the working directory", () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 3001, host: "localhost", databaseUrl: null, dataDir: path.join(REPO_ROOT, ".data", "content"),
      contentDir: path.join(REPO_ROOT, "content"), basicAuth: null, publicUrl: "http://localhost:3001",
      productName: "Yarra University", productShortName: "YU", productSlug: "yu", logLevel: "info", jwtSecret: null, jwtTtlSeconds: 600,
      demoEditors: true, scale: 0, trustProxy: expect.objectContaining({ empty: true }), webformRateLimit: 10, searchRateLimit: 120, webformMinFillMs: 3000,
      loginSlowdown: { after: 10, firstMs: 500, maxMs: 5000 }, revalidateUrls: [], revalidateSecret: null, purgeUrls: [], purgeSecret: null, metricsPort: null, metricsHost: "127.0.0.1",
    });
    expect(path.basename(path.join(REPO_ROOT, "apps"))).toBe("apps");
  });

  it("reads every variable", () => {
    const config = loadConfig({
      CONTENT_PORT: "3101", CONTENT_HOST: "0.0.0.0", DATABASE_URL: "postgres://u:p@db:5432/yu", CONTENT_DATA_DIR: "memory://",
      CONTENT_DIR: "/srv/content", CONTENT_BASIC_AUTH: "tide:pa:ss", CONTENT_PUBLIC_URL: "https://content.example.edu/",
      PRODUCT_NAME: "Western University", PRODUCT_SHORT_NAME: "WU", LOG_LEVEL: "warn", CONTENT_JWT_SECRET: "s", CONTENT_SCALE: "2000",
      CONTENT_TRUST_PROXY: "10.0.0.5, ::1", CONTENT_WEBFORM_RATE_LIMIT: "500", CONTENT_WEBFORM_MIN_FILL_MS: "0",
      CONTENT_JWT_TTL_SECONDS: "3600", CONTENT_DEMO_EDITORS: "yes",
      CONTENT_LOGIN_SLOWDOWN_AFTER: "3", CONTENT_LOGIN_SLOWDOWN_FIRST_MS: "250", CONTENT_LOGIN_SLOWDOWN_MAX_MS: "8000",
    });
    expect(config).toMatchObject({ port: 3101, host: "0.0.0.0", databaseUrl: "postgres://u:p@db:5432/yu", dataDir: "memory://",
      contentDir: "/srv/content", basicAuth: { user: "tide", pass: "pa:ss" }, publicUrl: "https://content.example.edu",
      productName: "Western University", productShortName: "WU", productSlug: "wu", logLevel: "warn", jwtSecret: "s", scale: 2000,
      trustProxy: expect.objectContaining({ empty: false }), webformRateLimit: 500, webformMinFillMs: 0, jwtTtlSeconds: 3600, demoEditors: true,
      loginSlowdown: { after: 3, firstMs: 250, maxMs: 8000 } });
    expect(isTrustedProxy("10.0.0.5", config.trustProxy)).toBe(true);
    expect(isTrustedProxy("::1", config.trustProxy)).toBe(true);
    expect(isTrustedProxy("10.0.0.6", config.trustProxy)).toBe(false);
    expect(loadConfig({ CONTENT_PORT: "0" }).publicUrl).toBe("http://localhost:0");
  });

  it("trusts proxies by address and by CIDR range, IPv4 and IPv6", () => {
    const { trustProxy } = loadConfig({ CONTENT_TRUST_PROXY: " 10.0.0.0/8, 127.0.0.1 ,fd00::/8, ::1" });
    expect(isTrustedProxy("10.255.0.1", trustProxy)).toBe(true);
    expect(isTrustedProxy("11.0.0.1", trustProxy)).toBe(false);
    expect(isTrustedProxy("127.0.0.1", trustProxy)).toBe(true);
    expect(isTrustedProxy("127.0.0.2", trustProxy)).toBe(false);
    expect(isTrustedProxy("fd12::1", trustProxy)).toBe(true);
    expect(isTrustedProxy("fe80::1", trustProxy)).toBe(false);
    expect(isTrustedProxy("10.0.0.1", loadConfig({}).trustProxy)).toBe(false);
  });

  it("names every CONTENT_TRUST_PROXY item that is neither an address nor a CIDR range", () => {
    let error: unknown;
    try {
      loadConfig({ CONTENT_TRUST_PROXY: "10.0.0.0/8, 10.0.0.0/33, site.internal, ::1/129" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'CONTENT_TRUST_PROXY must be a comma-separated list of IP addresses and CIDR ranges: "10.0.0.0/33" has a prefix longer than its address',
      'CONTENT_TRUST_PROXY must be a comma-separated list of IP addresses and CIDR ranges: "site.internal" is not an IP address or a CIDR range',
      'CONTENT_TRUST_PROXY must be a comma-separated list of IP addresses and CIDR ranges: "::1/129" has a prefix longer than its address',
    ]);
  });

  it("keeps the editor token lifetime from 30 seconds to a day", () => {
    expect(loadConfig({ CONTENT_JWT_TTL_SECONDS: "30" }).jwtTtlSeconds).toBe(30);
    expect(loadConfig({ CONTENT_JWT_TTL_SECONDS: "86400" }).jwtTtlSeconds).toBe(86_400);
    expect(() => loadConfig({ CONTENT_JWT_TTL_SECONDS: "86401" })).toThrow(/CONTENT_JWT_TTL_SECONDS must be an integer from 30 to 86400/);
    expect(() => loadConfig({ CONTENT_JWT_TTL_SECONDS: "10m" })).toThrow(ConfigError);
  });

  it("keeps the sign-in slowdown within the site's 9 s for a sign-in, its first wait no longer than its longest, 0 for none", () => {
    expect(loadConfig({ CONTENT_LOGIN_SLOWDOWN_MAX_MS: "0" }).loginSlowdown).toEqual({ after: 10, firstMs: 500, maxMs: 0 });
    expect(() => loadConfig({ CONTENT_LOGIN_SLOWDOWN_MAX_MS: "8001" })).toThrow(/CONTENT_LOGIN_SLOWDOWN_MAX_MS must be an integer from 0 to 8000/);
    expect(() => loadConfig({ CONTENT_LOGIN_SLOWDOWN_AFTER: "0" })).toThrow(/CONTENT_LOGIN_SLOWDOWN_AFTER must be an integer from 1 to 1000/);
    expect(() => loadConfig({ CONTENT_LOGIN_SLOWDOWN_FIRST_MS: "6000" }))
      .toThrow(/CONTENT_LOGIN_SLOWDOWN_FIRST_MS must not be more than CONTENT_LOGIN_SLOWDOWN_MAX_MS/);
    expect(loadConfig({ CONTENT_LOGIN_SLOWDOWN_FIRST_MS: "6000", CONTENT_LOGIN_SLOWDOWN_MAX_MS: "6000" }).loginSlowdown.firstMs).toBe(6000);
  });

  it("seeds the demo editor accounts into the embedded database only, unless told", () => {
    expect(loadConfig({}).demoEditors).toBe(true);
    expect(loadConfig({ DATABASE_URL: "postgres://u:p@db/yu" }).demoEditors).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://u:p@db/yu", CONTENT_DEMO_EDITORS: "true" }).demoEditors).toBe(true);
    expect(loadConfig({ CONTENT_DEMO_EDITORS: "0" }).demoEditors).toBe(false);
  });

  it("treats blank values as unset", () => {
    expect(loadConfig({ DATABASE_URL: " ", CONTENT_BASIC_AUTH: "", CONTENT_JWT_SECRET: "" })).toMatchObject({
      databaseUrl: null, basicAuth: null, jwtSecret: null });
  });

  it("reports every problem at once", () => {
    let error: unknown;
    try {
      loadConfig({ CONTENT_PORT: "70000", DATABASE_URL: "mysql://x", CONTENT_BASIC_AUTH: "nopass", CONTENT_PUBLIC_URL: "ftp://x",
        PRODUCT_SHORT_NAME: "Y U", LOG_LEVEL: "loud", CONTENT_SCALE: "-1", CONTENT_WEBFORM_RATE_LIMIT: "0",
        CONTENT_TRUST_PROXY: "site.internal", CONTENT_JWT_TTL_SECONDS: "29", CONTENT_DEMO_EDITORS: "maybe" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toHaveLength(11);
    expect((error as ConfigError).message).toMatch(/^invalid configuration: CONTENT_PORT must be an integer from 0 to 65535/);
  });

  it("reads the notification targets, each a list of http(s) URLs, and needs the sites' secret with their URLs", () => {
    const config = loadConfig({
      CONTENT_REVALIDATE_URLS: " http://127.0.0.1:3000/api/revalidate, http://127.0.0.1:3002/api/revalidate,",
      CONTENT_REVALIDATE_SECRET: "a-secret-of-16-chars", CONTENT_PURGE_URLS: "http://127.0.0.1:6081/", CONTENT_PURGE_SECRET: "purge",
    });
    expect(config).toMatchObject({ revalidateUrls: ["http://127.0.0.1:3000/api/revalidate", "http://127.0.0.1:3002/api/revalidate"],
      revalidateSecret: "a-secret-of-16-chars", purgeUrls: ["http://127.0.0.1:6081/"], purgeSecret: "purge" });
    expect(() => loadConfig({ CONTENT_REVALIDATE_URLS: "http://site/api/revalidate" })).toThrow(/CONTENT_REVALIDATE_URLS needs CONTENT_REVALIDATE_SECRET/);
    expect(() => loadConfig({ CONTENT_REVALIDATE_URLS: "http://site/api/revalidate", CONTENT_REVALIDATE_SECRET: "short" }))
      .toThrow(/at least 16 characters/);
    expect(() => loadConfig({ CONTENT_PURGE_URLS: "varnish:6081" })).toThrow(/CONTENT_PURGE_URLS must be a comma-separated list of http\(s\) URLs \(got "varnish:6081"\)/);
    expect(loadConfig({ CONTENT_REVALIDATE_SECRET: "x" }).revalidateUrls).toEqual([]);
  });

  it("reports a missing revalidation secret together with the other problems, each on one line naming its variable", () => {
    let error: unknown;
    try {
      loadConfig({ CONTENT_PORT: "port", CONTENT_REVALIDATE_URLS: "http://site/api/revalidate", CONTENT_DEMO_EDITORS: "maybe" });
    } catch (caught) {
      error = caught;
    }
    expect((error as ConfigError).problems).toEqual([
      'CONTENT_PORT must be an integer from 0 to 65535 (got "port")',
      'CONTENT_DEMO_EDITORS must be true or false (got "maybe")',
      "CONTENT_REVALIDATE_URLS needs CONTENT_REVALIDATE_SECRET (the sites' REVALIDATE_SECRET, at least 16 characters)",
    ]);
  });
});
