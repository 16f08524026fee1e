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

describe("parseEnv: proxy steps and timeouts", () => {
  it("reads the middleware list and the content timeout", () => {
    const c = parseEnv({ SITE_MIDDLEWARE: "request-id, course-url", CONTENT_TIMEOUT_MS: "2000" });
    expect(c.middleware).toEqual(["request-id", "course-url"]);
    expect(c.contentReadTimeoutMs).toBe(2000);
    expect(parseEnv({}).middleware).toBeNull();
    expect(parseEnv({}).contentReadTimeoutMs).toBe(30_000);
  });
});
