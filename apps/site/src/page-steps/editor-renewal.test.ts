import { describe, expect, it } from "vitest";
import { renewalDue, renewsOn } from "./editor-renewal";

const NOW = Date.UTC(2026, 10, 25, 1, 0, 0);
const s = NOW / 1000;
function jwt(claims: Record<string, unknown>): string {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  return `${part({ alg: "HS256" })}.${part(claims)}.c2ln`;
}

describe("renewalDue", () => {
  it("renews a token past half its life, not before", () => {
    expect(renewalDue(jwt({ iat: s - 100, exp: s + 500 }), NOW)).toBe(false);
    expect(renewalDue(jwt({ iat: s - 301, exp: s + 299 }), NOW)).toBe(true);
  });
  it("uses the last five minutes when the token has no iat", () => {
    expect(renewalDue(jwt({ exp: s + 400 }), NOW)).toBe(false);
    expect(renewalDue(jwt({ exp: s + 200 }), NOW)).toBe(true);
  });
  it("never renews an expired, unreadable or non-seconds token", () => {
    expect(renewalDue(jwt({ iat: s - 700, exp: s - 100 }), NOW)).toBe(false);
    expect(renewalDue("garbage", NOW)).toBe(false);
    expect(renewalDue(jwt({ iat: NOW - 500_000, exp: NOW + 1000 }), NOW)).toBe(false);
  });
});

describe("renewsOn", () => {
  it("renews on the editor's own pages only, never on a public page the page cache may serve", () => {
    expect(renewsOn("/preview/landing_page/2c5b7ee5-6a3f-4b8e-9d22-1f0c3b1d7a10/latest")).toBe(true);
    expect(renewsOn("/login")).toBe(true);
    for (const path of ["/about-yu", "/", "/search", "/previews", "/login/x"]) expect(renewsOn(path), path).toBe(false);
  });
});
