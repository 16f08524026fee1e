import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("gives safe defaults for an empty environment", () => {
    const c = parseEnv({});
    expect(c.contentApiUrl).toBe("http://localhost:3001");
    expect(c.siteId).toBe("7");
    expect(c.productSlug).toBe("yu");
    expect(c.mainSiteOrigin).toBe("http://localhost:3000");
    expect(c.searchSuggestUrl).toBe("http://localhost:3001/s/suggest.json");
    expect(c.revalidateSeconds).toBe(60);
  });

  it("treats empty strings as unset and strips trailing slashes", () => {
    const c = parseEnv({ CONTENT_API_URL: "https://tide.example.edu/", SITE_ID: "" });
    expect(c.contentApiUrl).toBe("https://tide.example.edu");
    expect(c.siteId).toBe("7");
  });

  it("names every invalid variable", () => {
    expect(() => parseEnv({ SITE_ID: "seven", CONTENT_API_URL: "ftp://x" })).toThrow(/SITE_ID[\s\S]*|CONTENT_API_URL/);
    expect(() => parseEnv({ CONTENT_BASIC_AUTH: "nopassword" })).toThrow(/CONTENT_BASIC_AUTH: must be user:password/);
  });
});

describe("parseEnv: page steps and timeouts", () => {
  it("reads the middleware list and the content timeout", () => {
    const c = parseEnv({ SITE_MIDDLEWARE: "request-id, course-url", CONTENT_TIMEOUT_MS: "2000" });
    expect(c.middleware).toEqual(["request-id", "course-url"]);
    expect(c.contentReadTimeoutMs).toBe(2000);
    expect(parseEnv({}).middleware).toBeNull();
    expect(parseEnv({}).contentReadTimeoutMs).toBe(5_000);
  });
});

describe("parseEnv: rate limits and trusted proxies", () => {
  it("keeps the limits in memory, trusts no proxy and knows no peer header by default", () => {
    const c = parseEnv({});
    expect(c.redisUrl).toBeNull();
    expect(c.trustProxy.empty).toBe(true);
    expect(c.peerAddressHeader).toBeNull();
    expect(c.rateLimits.suggest).toEqual({ points: 60, seconds: 60 });
  });

  it("reads the store, the proxies and the budgets", () => {
    const c = parseEnv({ REDIS_URL: "redis://cache:6379", SITE_TRUST_PROXY: "10.0.0.0/8", SITE_RATE_LIMITS: "suggest=5/10" });
    expect(c.redisUrl).toBe("redis://cache:6379");
    expect(c.trustProxy.list.check("10.2.3.4", "ipv4")).toBe(true);
    expect(c.rateLimits.suggest).toEqual({ points: 5, seconds: 10 });
  });

  it("names what it cannot read", () => {
    expect(() => parseEnv({ SITE_TRUST_PROXY: "localhost" })).toThrow(/SITE_TRUST_PROXY: "localhost"/);
    expect(() => parseEnv({ SITE_RATE_LIMITS: "everything=1" })).toThrow(/SITE_RATE_LIMITS: "everything=1"/);
    expect(() => parseEnv({ REDIS_URL: "http://cache" })).toThrow(/REDIS_URL/);
  });
});
