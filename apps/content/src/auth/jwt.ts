import { errors, jwtVerify, SignJWT, type JWTPayload } from "jose";

export interface JwtClaims extends JWTPayload {
  exp?: number;
  iat?: number;
  nbf?: number;
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

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signs the claims as given (key order kept) as an HS256 JWT. */
export async function signJwt(claims: JwtClaims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(keyOf(secret));
}

/**
 * Verifies an HS256 JWT with jose (signature, `exp` and `nbf`), then applies Tide's expiry rule as well, so that an
 * `exp` in milliseconds, which jose would read as a far-off date, still expires. Returns its claims, or null for
 * anything else, including every token when there is no secret.
 */
export async function verifyJwt(token: string, secret: string | null, now = Date.now()): Promise<JwtClaims | null> {
  if (secret === null || secret === "") return null;
  try {
    const { payload } = await jwtVerify<JwtClaims>(token, keyOf(secret), { algorithms: ["HS256"], currentDate: new Date(now) });
    if (payload.exp !== undefined && isExpired(payload.exp, now)) return null;
    return payload;
  } catch (error) {
    // Every jose error means "not a valid token"; anything else is a bug and must surface.
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

/** The token of an `X-Authorization: Bearer …` header value, or null. */
export function bearerToken(header: string | string[] | undefined): string | null {
  if (typeof header !== "string") return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
