import { describe, expect, it } from "vitest";
import { AUTH_COOKIE_NAME } from "@/tide/auth-token";
import { cookiesAreSecure, MAX_SIGN_IN_SECONDS, secondsUntilExpiry, signInCookies, signOutCookies } from "./editor-cookies";
import { EDITOR_NAME_COOKIE, editorNameFrom } from "@/features/editor/editor-name-cookie";

const NOW = Date.UTC(2026, 10, 25, 1, 0, 0);
function jwt(claims: Record<string, unknown>): string {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part(claims)}.c2lnbmF0dXJl`;
}
const tokenFor = (seconds: number) => jwt({ iat: NOW / 1000, exp: NOW / 1000 + seconds, drupal: { uid: "12" } });

describe("cookiesAreSecure", () => {
  it.each([
    ["http://localhost:3000", false],
    ["http://127.0.0.1:3000", false],
    ["http://[::1]:3000", false],
    ["http://site.localhost", false],
    ["https://localhost", true],
    ["http://www.yu.edu.au", true],
    ["https://www.yu.edu.au", true],
    ["http://localhost.evil.example", true],
    ["not an origin", true],
  ])("SITE_ORIGIN %s → %s", (origin, secure) => {
    expect(cookiesAreSecure(origin)).toBe(secure);
  });
});

describe("secondsUntilExpiry", () => {
  it("reads exp in seconds, milliseconds and longer digit lengths", () => {
    expect(secondsUntilExpiry(tokenFor(600), NOW)).toBe(600);
    expect(secondsUntilExpiry(jwt({ exp: NOW + 90_000 }), NOW)).toBe(90);
    expect(secondsUntilExpiry(jwt({ exp: 99_999_999_999_999 }), NOW)).toBe(MAX_SIGN_IN_SECONDS);
  });
  it("is 0 for an expired or unreadable token and capped for a very long one", () => {
    expect(secondsUntilExpiry(tokenFor(-5), NOW)).toBe(0);
    expect(secondsUntilExpiry("not.a.token", NOW)).toBe(0);
    expect(secondsUntilExpiry(tokenFor(30 * 24 * 3600), NOW)).toBe(MAX_SIGN_IN_SECONDS);
  });
});

describe("signInCookies", () => {
  it("keeps the token HttpOnly, SameSite=Lax, Path=/ with the token's lifetime, and the name readable", () => {
    const [auth, name] = signInCookies(tokenFor(600), "jane", true, NOW);
    expect(auth).toEqual({ name: AUTH_COOKIE_NAME, value: tokenFor(600), httpOnly: true, secure: true, sameSite: "lax", path: "/", maxAge: 600 });
    expect(name).toEqual({ name: EDITOR_NAME_COOKIE, value: "jane", httpOnly: false, secure: true, sameSite: "lax", path: "/", maxAge: 600 });
  });
  it("is not Secure on plain-HTTP loopback and encodes the name", () => {
    const [auth, name] = signInCookies(tokenFor(60), "Jo Smith; x=1", false, NOW);
    expect(auth?.secure).toBe(false);
    expect(name?.value).toBe("Jo%20Smith%3B%20x%3D1");
    expect(editorNameFrom(`a=1; ${EDITOR_NAME_COOKIE}=${name?.value ?? ""}`)).toBe("Jo Smith; x=1");
  });
});

describe("signOutCookies", () => {
  it("removes both cookies with the same attributes", () => {
    expect(signOutCookies(true).map((c) => [c.name, c.value, c.maxAge, c.httpOnly, c.path])).toEqual([
      [AUTH_COOKIE_NAME, "", 0, true, "/"],
      [EDITOR_NAME_COOKIE, "", 0, false, "/"],
    ]);
  });
});

describe("editorNameFrom", () => {
  it("is null without the cookie, for an empty or broken value", () => {
    expect(editorNameFrom(null)).toBeNull();
    expect(editorNameFrom("other=jane")).toBeNull();
    expect(editorNameFrom(`${EDITOR_NAME_COOKIE}=`)).toBeNull();
    expect(editorNameFrom(`${EDITOR_NAME_COOKIE}=%E0%A4%A`)).toBeNull();
  });
});
