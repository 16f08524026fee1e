import { describe, expect, it } from "vitest";
import { bearerToken, isExpired, signJwt, verifyJwt, type JwtClaims } from "./jwt.ts";

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

describe("signJwt", () => {
  it("writes an HS256 JWT with the claims in the order given", async () => {
    const token = await signJwt({ iat: nowSeconds, exp: nowSeconds + 600, drupal: { uid: "12" }, sid: "s" }, secret);
    const [header = "", payload = ""] = token.split(".");
    expect(JSON.parse(Buffer.from(header, "base64url").toString())).toEqual({ alg: "HS256", typ: "JWT" });
    expect(Buffer.from(payload, "base64url").toString())
      .toBe(`{"iat":${nowSeconds},"exp":${nowSeconds + 600},"drupal":{"uid":"12"},"sid":"s"}`);
  });
});

describe("verifyJwt", () => {
  it("accepts a valid HS256 token and returns its claims", async () => {
    const token = await signJwt({ exp: nowSeconds + 600, drupal: { uid: "6492" } }, secret);
    expect(await verifyJwt(token, secret, now)).toEqual({ exp: nowSeconds + 600, drupal: { uid: "6492" } });
  });

  it("refuses everything when there is no secret", async () => {
    expect(await verifyJwt(await signJwt({}, secret), null, now)).toBeNull();
    expect(await verifyJwt(await signJwt({}, secret), "", now)).toBeNull();
  });

  it("applies Tide's rule to an exp in milliseconds, which jose alone would take for a far-off date", async () => {
    expect(await verifyJwt(await signJwt({ exp: now + 60_000 }, secret), secret, now)).not.toBeNull();
    expect(await verifyJwt(await signJwt({ exp: now - 60_000 }, secret), secret, now)).toBeNull();
  });

  it("refuses wrong signatures, other algorithms, expired or not-yet-valid tokens and garbage", async () => {
    const valid = await signJwt({ exp: nowSeconds + 600 }, secret);
    const [header, payload] = valid.split(".");
    const none = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ exp: nowSeconds + 9999 })).toString("base64url")}.${valid.split(".")[2]}`;
    const tokens = [await signJwt({ exp: nowSeconds + 600 }, "other"), none, tampered, await signJwt({ exp: nowSeconds - 1 }, secret),
      await signJwt({ nbf: nowSeconds + 60 }, secret), await signJwt({ exp: "soon" } as unknown as JwtClaims, secret),
      "a.b", "a.b.c", "", "...."];
    for (const token of tokens) expect(await verifyJwt(token, secret, now), token).toBeNull();
  });
});

describe("bearerToken", () => {
  it("reads an X-Authorization bearer header", async () => {
    const token = await signJwt({ exp: nowSeconds + 60 }, secret);
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer  ${token} `)).toBe(token);
    expect(bearerToken(token)).toBeNull();
    expect(bearerToken("Bearer a b")).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken([`Bearer ${token}`])).toBeNull();
  });
});
