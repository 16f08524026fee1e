import { log } from "./log";

/* The editor's authenticated-content credential (TIDE-API.md "Editor login and token"). Pure apart from
 * one log line, so the page steps, route handlers and the content client can all ask the same questions. */

export const AUTH_COOKIE_NAME = "authenticatedContent";

/** The old placeholder value that means "no token". */
const PLACEHOLDER_KEY = "tideAuthenticatedContent";

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
}

/** A numeric claim (`exp`, `iat`) of a JWT, or null when the token or the claim cannot be read. The signature is not checked: Tide does that. */
function numericClaim(jwt: string, name: "exp" | "iat"): number | null {
  try {
    const payload = jwt.split(".")[1];
    if (!payload) return null;
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (!claims || typeof claims !== "object") return null;
    const value = (claims as Record<string, unknown>)[name];
    const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
    return typeof n === "number" && Number.isFinite(n) && n > 0 ? Math.trunc(n) : null;
  } catch {
    return null;
  }
}

/** The `exp` claim of a JWT, or null when the token cannot be read. */
export function tokenExpiry(jwt: string): number | null {
  return numericClaim(jwt, "exp");
}

/** The `iat` claim of a JWT, or null. */
export function tokenIssuedAt(jwt: string): number | null {
  return numericClaim(jwt, "iat");
}

/**
 * Tide issues `exp` in seconds, but tokens with millisecond (or longer) values exist: `now` is cut to as many
 * digits as `exp` has before comparing. An unreadable token counts as expired.
 */
export function isTokenExpired(jwt: string, now: number = Date.now()): boolean {
  const exp = tokenExpiry(jwt);
  if (exp === null) return true;
  const digits = String(exp).length;
  const nowCut = Number(String(Math.trunc(now)).slice(0, digits));
  return exp < nowCut;
}

function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

function tokenFromJson(value: string): string | null {
  const parsed: unknown = JSON.parse(value);
  if (typeof parsed === "string") return parsed;
  if (parsed && typeof parsed === "object" && PLACEHOLDER_KEY in parsed) {
    const inner = (parsed as Record<string, unknown>)[PLACEHOLDER_KEY];
    const token = inner && typeof inner === "object" ? (inner as { token?: unknown }).token : null;
    return typeof token === "string" ? token : null;
  }
  throw new Error("unexpected cookie JSON");
}

/**
 * The raw JWT held in the `authenticatedContent` cookie of a request's Cookie header, or null when there is
 * none, it is the old `{"tideAuthenticatedContent":{"token":null}}` placeholder, or it cannot be parsed.
 */
export function parseAuthCookie(cookieHeader: string | undefined | null): string | null {
  if (!cookieHeader) return null;
  const raw = readCookie(cookieHeader, AUTH_COOKIE_NAME);
  if (raw === undefined || raw === "") return null;
  try {
    let value = decodeURIComponent(raw);
    if (value.startsWith("{") || value.startsWith('"')) {
      const token = tokenFromJson(value);
      if (token === null) return null;
      value = token;
    }
    if (!JWT_SHAPE.test(value)) throw new Error("not a JWT");
    return value;
  } catch {
    // The cookie value itself is never logged: it may be a live credential.
    log.warn("Cookie parsing failed", { name: AUTH_COOKIE_NAME });
    return null;
  }
}

/** The cookie's token when it is present, parseable and unexpired (spec §4 "Authentication"). */
export function validAuthToken(cookieHeader: string | undefined | null, now: number = Date.now()): string | null {
  const token = parseAuthCookie(cookieHeader);
  return token && !isTokenExpired(token, now) ? token : null;
}
