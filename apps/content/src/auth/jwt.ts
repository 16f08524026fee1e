import { createHmac, timingSafeEqual } from "node:crypto";

export interface JwtClaims {
  exp?: number;
  iat?: number;
  nbf?: number;
  [claim: string]: unknown;
}

function base64url(input: Buffer | string): string {
  return Buffer.from(input).toString("base64url");
}

function decodeJson(segment: string): unknown {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) return null;
  try {
    return JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
  } catch {
    return null;
  }
}

/**
 * Tide's expiry rule: compare `exp` with the current time cut to the same number of digits, so seconds,
 * milliseconds and longer values all work.
 */
export function isExpired(exp: number, now = Date.now()): boolean {
  const digits = String(Math.trunc(Math.abs(exp))).length;
  const nowDigits = String(now);
  const comparable = digits >= nowDigits.length ? now * 10 ** (digits - nowDigits.length) : Number(nowDigits.slice(0, digits));
  return exp < comparable;
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const header = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const payload = base64url(JSON.stringify(claims));
  const signature = createHmac("sha256", secret).update(`${header}.${payload}`).digest("base64url");
  return `${header}.${payload}.${signature}`;
}

/**
 * Verifies an HS256 JWT (signature in constant time, then exp and nbf). Returns its claims, or null for
 * anything else, including every token when no secret is configured.
 */
export function verifyJwt(token: string, secret: string | null, now = Date.now()): JwtClaims | null {
  if (secret === null || secret === "") return null;
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [headerPart = "", payloadPart = "", signaturePart = ""] = parts;
  const header = decodeJson(headerPart);
  if (typeof header !== "object" || header === null || (header as { alg?: unknown }).alg !== "HS256") return null;
  const expected = createHmac("sha256", secret).update(`${headerPart}.${payloadPart}`).digest();
  const actual = /^[A-Za-z0-9_-]+$/.test(signaturePart) ? Buffer.from(signaturePart, "base64url") : Buffer.alloc(0);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const claims = decodeJson(payloadPart);
  if (typeof claims !== "object" || claims === null || Array.isArray(claims)) return null;
  const { exp, nbf } = claims as JwtClaims;
  if (exp !== undefined && (typeof exp !== "number" || isExpired(exp, now))) return null;
  if (nbf !== undefined && (typeof nbf !== "number" || nbf * 1000 > now)) return null;
  return claims as JwtClaims;
}

/** The verified claims of an `X-Authorization: Bearer …` header value, or null. */
export function editorClaims(header: string | string[] | undefined, secret: string | null, now = Date.now()): JwtClaims | null {
  if (typeof header !== "string") return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] === undefined ? null : verifyJwt(match[1], secret, now);
}
