import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { renewableToken } from "./editor-token-trust";

const NOW = Date.UTC(2026, 10, 25, 1, 0, 0);
const s = NOW / 1000;
const SECRET = "a-secret-of-the-content-service";
const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");

function signed(claims: Record<string, unknown>, secret = SECRET, alg = "HS256"): string {
  const input = `${part({ alg, typ: "JWT" })}.${part(claims)}`;
  return `${input}.${createHmac("sha256", secret).update(input).digest("base64url")}`;
}
const tide = { iat: s - 400, exp: s + 200, drupal: { uid: "6492" } };

describe("renewableToken", () => {
  it("with the content service's secret, renews only a token it signed", () => {
    expect(renewableToken(signed(tide), SECRET, NOW)).toBe(true);
    expect(renewableToken(signed(tide, "another-secret-altogether"), SECRET, NOW)).toBe(false);
    const [header, , signature] = signed(tide).split(".");
    expect(renewableToken(`${header}.${part({ ...tide, drupal: { uid: "1" } })}.${signature}`, SECRET, NOW)).toBe(false);
    expect(renewableToken(signed(tide, SECRET, "HS512"), SECRET, NOW)).toBe(false);
  });

  it("without it, refuses what it can check: no signature, alg none, no account, a future or overlong life", () => {
    expect(renewableToken(signed(tide), null, NOW)).toBe(true);
    expect(renewableToken(`${part({ alg: "HS256" })}.${part(tide)}.`, null, NOW)).toBe(false);
    expect(renewableToken(`${part({ alg: "none" })}.${part(tide)}.c2ln`, null, NOW)).toBe(false);
    expect(renewableToken(signed({ iat: s - 400, exp: s + 200 }), null, NOW)).toBe(false);
    expect(renewableToken(signed({ ...tide, drupal: { uid: "0" } }), null, NOW)).toBe(false);
    expect(renewableToken(signed({ ...tide, iat: s + 3600, exp: s + 4000 }), null, NOW)).toBe(false);
    expect(renewableToken(signed({ ...tide, iat: s - 100_000 }), null, NOW)).toBe(false);
    expect(renewableToken("not.a-token", null, NOW)).toBe(false);
  });
});
