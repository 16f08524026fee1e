import { describe, expect, it } from "vitest";
import { editorClaims, isExpired, signJwt, verifyJwt, type JwtClaims } from "./jwt.ts";

const secret = "s3cret";
const now = Date.parse("2026-05-01T00:00:00Z");
const nowSeconds = Math.floor(now / 1000);

describe("isExpired", () => {
  it("compares with the current time cut to the digits of exp (10, 13 and 14 digits)", () => {
    expect(isExpired(nowSeconds + 60, now)).toBe(false);
    expect(isExpired(nowSeconds - 60, now)).toBe(true);
    expect(isExpired(now + 60_000, now)).toBe(false);
    expect(isExpired(now - 60_000, now)).toBe(true);
    expect(isExpired((now + 60_000) * 10, now)).toBe(false);
    expect(isExpired((now - 60_000) * 10, now)).toBe(true);
  });
});

describe("verifyJwt", () => {
  it("accepts a valid HS256 token and returns its claims", () => {
    const token = signJwt({ exp: nowSeconds + 600, drupal: { uid: "6492" } }, secret);
    expect(verifyJwt(token, secret, now)).toEqual({ exp: nowSeconds + 600, drupal: { uid: "6492" } });
  });

  it("refuses everything when no secret is configured", () => {
    expect(verifyJwt(signJwt({}, secret), null, now)).toBeNull();
    expect(verifyJwt(signJwt({}, ""), "", now)).toBeNull();
  });

  it("refuses wrong signatures, other algorithms, expired or not-yet-valid tokens and garbage", () => {
    const valid = signJwt({ exp: nowSeconds + 600 }, secret);
    const [header, payload] = valid.split(".");
    const none = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ exp: nowSeconds + 9999 })).toString("base64url")}.${valid.split(".")[2]}`;
    for (const token of [signJwt({ exp: nowSeconds + 600 }, "other"), none, tampered, signJwt({ exp: nowSeconds - 1 }, secret),
      signJwt({ nbf: nowSeconds + 60 }, secret), signJwt({ exp: "soon" } as unknown as JwtClaims, secret), "a.b", "a.b.c", "", "...."]) {
      expect(verifyJwt(token, secret, now), token).toBeNull();
    }
  });
});

describe("editorClaims", () => {
  it("reads an X-Authorization bearer header", () => {
    const token = signJwt({ exp: nowSeconds + 60 }, secret);
    expect(editorClaims(`Bearer ${token}`, secret, now)).not.toBeNull();
    expect(editorClaims(`bearer ${token}`, secret, now)).not.toBeNull();
    expect(editorClaims(token, secret, now)).toBeNull();
    expect(editorClaims(undefined, secret, now)).toBeNull();
    expect(editorClaims([`Bearer ${token}`], secret, now)).toBeNull();
  });
});
