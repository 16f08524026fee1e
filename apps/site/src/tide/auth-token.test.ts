import { afterEach, describe, expect, it } from "vitest";
import { isTokenExpired, parseAuthCookie, tokenExpiry, validAuthToken } from "./auth-token";
import { setLogSink } from "./log";
import { makeJwt } from "./testing/fake-fetch";

const NOW = 1_563_171_000_123; // 13 digits, ms

describe("isTokenExpired", () => {
  it("compares a 10-digit (seconds) exp with now in seconds", () => {
    expect(isTokenExpired(makeJwt({ exp: 1_563_171_557 }), NOW)).toBe(false);
    expect(isTokenExpired(makeJwt({ exp: 1_563_170_957 }), NOW)).toBe(true);
  });

  it("compares a 13-digit (milliseconds) exp with now in milliseconds", () => {
    expect(isTokenExpired(makeJwt({ exp: 1_563_171_000_124 }), NOW)).toBe(false);
    expect(isTokenExpired(makeJwt({ exp: 1_563_171_000_122 }), NOW)).toBe(true);
  });

  it("cuts now to the digits it has when exp has 14 (so such a token does not expire early)", () => {
    expect(isTokenExpired(makeJwt({ exp: 15_631_710_001_230 }), NOW)).toBe(false);
    expect(isTokenExpired(makeJwt({ exp: 10_000_000_000_000 }), NOW)).toBe(false);
  });

  it("treats the exact expiry instant as still valid", () => {
    expect(isTokenExpired(makeJwt({ exp: 1_563_171_000 }), NOW)).toBe(false);
  });

  it("counts unreadable tokens as expired", () => {
    expect(isTokenExpired("not-a-jwt", NOW)).toBe(true);
    expect(isTokenExpired("a.b.c", NOW)).toBe(true);
    expect(isTokenExpired(makeJwt({ iat: 1 }), NOW)).toBe(true);
    expect(isTokenExpired(makeJwt({ exp: "soon" }), NOW)).toBe(true);
  });

  it("reads exp given as a numeric string and uses Date.now by default", () => {
    expect(tokenExpiry(makeJwt({ exp: "1563171557" }))).toBe(1_563_171_557);
    expect(isTokenExpired(makeJwt({ exp: Math.floor(Date.now() / 1000) + 600 }))).toBe(false);
  });
});

describe("parseAuthCookie", () => {
  const lines: string[] = [];
  afterEach(() => {
    lines.length = 0;
    setLogSink(null);
  });
  const capture = () => setLogSink((l) => lines.push(l));
  const jwt = makeJwt({ exp: 1_563_171_557, drupal: { uid: "6492" } });

  it("reads the raw JWT among other cookies", () => {
    expect(parseAuthCookie(`a=1; authenticatedContent=${jwt}; b=2`)).toBe(jwt);
    expect(parseAuthCookie(`authenticatedContent=${encodeURIComponent(jwt)}`)).toBe(jwt);
  });

  it("answers null when there is no cookie or no header", () => {
    expect(parseAuthCookie(undefined)).toBeNull();
    expect(parseAuthCookie("")).toBeNull();
    expect(parseAuthCookie("other=1")).toBeNull();
    expect(parseAuthCookie("authenticatedContent=")).toBeNull();
  });

  it("treats the old placeholder as no token, without logging", () => {
    capture();
    const placeholder = encodeURIComponent(JSON.stringify({ tideAuthenticatedContent: { token: null } }));
    expect(parseAuthCookie(`authenticatedContent=${placeholder}`)).toBeNull();
    expect(lines).toEqual([]);
  });

  it("accepts the old JSON wrapper when it holds a token", () => {
    const wrapped = encodeURIComponent(JSON.stringify({ tideAuthenticatedContent: { token: jwt } }));
    expect(parseAuthCookie(`authenticatedContent=${wrapped}`)).toBe(jwt);
  });

  it("logs 'Cookie parsing failed' (without the value) and answers null for unparseable values", () => {
    capture();
    expect(parseAuthCookie("authenticatedContent=%7Bbroken")).toBeNull();
    expect(parseAuthCookie("authenticatedContent=%E0%A4%A")).toBeNull();
    expect(parseAuthCookie("authenticatedContent=hello world")).toBeNull();
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      expect(entry.msg).toBe("Cookie parsing failed");
      expect(line).not.toContain("broken");
    }
  });
});

describe("validAuthToken", () => {
  it("keeps only unexpired tokens", () => {
    const live = makeJwt({ exp: 1_563_171_557 });
    const dead = makeJwt({ exp: 1_563_170_000 });
    expect(validAuthToken(`authenticatedContent=${live}`, NOW)).toBe(live);
    expect(validAuthToken(`authenticatedContent=${dead}`, NOW)).toBeNull();
    expect(validAuthToken(undefined, NOW)).toBeNull();
  });
});
