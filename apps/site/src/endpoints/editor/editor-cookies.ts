import { AUTH_COOKIE_NAME, tokenExpiry } from "@/tide/auth-token";
import { EDITOR_NAME_COOKIE, MAX_NAME_LENGTH } from "@/features/editor/editor-name-cookie";

/**
 * The two cookies of a signed-in editor. `authenticatedContent` holds the JWT (HttpOnly: scripts never see the
 * credential). `yuEditor` holds only the name to show in the header (editor-name-cookie.ts).
 */

export interface CookieToSet {
  name: string;
  value: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite: "lax";
  path: "/";
  /** Seconds from now; 0 removes the cookie. */
  maxAge: number;
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * Cookies are Secure everywhere except on a plain-HTTP loopback site (a laptop, the test servers). Decided by the
 * site's configured public origin (SITE_ORIGIN), never by the request: its scheme and Host are the client's to say.
 */
export function cookiesAreSecure(siteOrigin: string): boolean {
  let origin: URL;
  try {
    origin = new URL(siteOrigin);
  } catch {
    return true;
  }
  const { protocol, hostname } = origin;
  return !(protocol === "http:" && (LOOPBACK_HOSTS.has(hostname) || hostname.endsWith(".localhost")));
}

/** Ours: the longest a sign-in cookie lives, whatever the token says (an editor session lasts 8 hours). */
export const MAX_SIGN_IN_SECONDS = 12 * 60 * 60;

/**
 * Seconds until a token's expiry, for the cookie's Max-Age. `exp` is in seconds (10 digits) in Tide; 11–13
 * digits are read as milliseconds; longer values never expire under the spec's digit rule. Capped, at least 0.
 */
export function secondsUntilExpiry(token: string, now: number = Date.now()): number {
  const exp = tokenExpiry(token);
  if (exp === null) return 0;
  const digits = String(exp).length;
  const seconds = digits <= 10 ? exp - now / 1000 : digits <= 13 ? (exp * 10 ** (13 - digits) - now) / 1000 : MAX_SIGN_IN_SECONDS;
  return Math.max(0, Math.min(MAX_SIGN_IN_SECONDS, Math.floor(seconds)));
}

/** The cookies that sign an editor in, both living exactly as long as the token. */
export function signInCookies(token: string, editorName: string, secure: boolean, now: number = Date.now()): CookieToSet[] {
  const maxAge = secondsUntilExpiry(token, now);
  const common = { secure, sameSite: "lax" as const, path: "/" as const, maxAge };
  return [
    { name: AUTH_COOKIE_NAME, value: token, httpOnly: true, ...common },
    { name: EDITOR_NAME_COOKIE, value: encodeURIComponent(editorName.slice(0, MAX_NAME_LENGTH)), httpOnly: false, ...common },
  ];
}

/** The cookies that sign an editor out. */
export function signOutCookies(secure: boolean): CookieToSet[] {
  const common = { secure, sameSite: "lax" as const, path: "/" as const, maxAge: 0, value: "" };
  return [
    { name: AUTH_COOKIE_NAME, httpOnly: true, ...common },
    { name: EDITOR_NAME_COOKIE, httpOnly: false, ...common },
  ];
}

/** Writes cookies as Set-Cookie headers (one each: never joined). */
export function setCookies(headers: Headers, cookies: CookieToSet[]): void {
  for (const c of cookies) {
    const parts = [`${c.name}=${c.value}`, `Path=${c.path}`, `Max-Age=${c.maxAge}`, "SameSite=Lax"];
    if (c.maxAge === 0) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
    if (c.httpOnly) parts.push("HttpOnly");
    if (c.secure) parts.push("Secure");
    headers.append("set-cookie", parts.join("; "));
  }
}
