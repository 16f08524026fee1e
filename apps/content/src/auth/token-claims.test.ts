import { describe, expect, it } from "vitest";
import { tokenClaims, tokenIdentity } from "./token-claims.ts";

const sid = "0b6f4c1e-5b8a-4a4e-9a43-3c2f7d1e9b10";
const now = Date.parse("2026-05-01T00:00:00.750Z");
const nowSeconds = Math.floor(now / 1000);

describe("tokenClaims", () => {
  it("are Tide's claims plus the session, in seconds, exp = iat + ttl", () => {
    const claims = tokenClaims(12, sid, now, 600, now + 8 * 3_600_000);
    expect(claims).toEqual({ iat: nowSeconds, exp: nowSeconds + 600, drupal: { uid: "12" }, sid });
    expect(Object.keys(claims)).toEqual(["iat", "exp", "drupal", "sid"]);
  });

  it("never outlive the session", () => {
    expect(tokenClaims(12, sid, now, 600, now + 120_000).exp).toBe(nowSeconds + 120);
  });
});

describe("tokenIdentity", () => {
  it("reads the uid and session of our tokens", () => {
    expect(tokenIdentity({ drupal: { uid: "12" }, sid })).toEqual({ uid: 12, sid });
  });

  it("refuses tokens without a usable uid or session", () => {
    for (const claims of [{ drupal: { uid: "12" } }, { drupal: { uid: 12 }, sid }, { drupal: { uid: "0" }, sid }, { drupal: { uid: "99999999999" }, sid },
      { drupal: null, sid }, { drupal: "12", sid }, { sid }, { drupal: { uid: "12" }, sid: "not-a-uuid" }, { drupal: { uid: "12" }, sid: sid.toUpperCase() }]) {
      expect(tokenIdentity(claims), JSON.stringify(claims)).toBeNull();
    }
  });
});
