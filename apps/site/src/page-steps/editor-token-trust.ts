import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * Whether an editor's token may be renewed: the site asks the content service for a fresh one only for a token it
 * has reason to believe the content service issued. Tide signs its tokens with a key of its own (Drupal's `jwt`
 * module); when the site is given the same HS256 secret (CONTENT_JWT_SECRET, as the content service of this
 * repository uses) it checks the signature. Without it the site cannot tell a forged token from a real one, so it
 * refuses what it can check: no signature, `alg: none` or an algorithm Tide does not use, no account (`drupal.uid`),
 * an issue time in the future, or a life longer than an editor session.
 */

/** Ours: the longest life a token may claim (`exp - iat`); an editor session lasts 8 hours. */
export const MAX_TOKEN_LIFE_SECONDS = 12 * 60 * 60;
/** Ours: clocks may differ this much between the content service and the site. */
const CLOCK_SKEW_SECONDS = 60;

function json(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function signedWith(secret: string, signingInput: string, signature: string): boolean {
  const expected = createHmac("sha256", secret).update(signingInput).digest();
  const given = Buffer.from(signature, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function hasAccount(claims: Record<string, unknown>): boolean {
  const drupal = claims.drupal;
  if (drupal === null || typeof drupal !== "object") return false;
  const uid = (drupal as Record<string, unknown>).uid;
  return (typeof uid === "string" && /^[1-9]\d{0,9}$/.test(uid)) || (typeof uid === "number" && Number.isInteger(uid) && uid > 0);
}

/** Whether the site may ask the content service to renew this token (see above); `secret` is CONTENT_JWT_SECRET. */
export function renewableToken(token: string, secret: string | null, now: number = Date.now()): boolean {
  const [header = "", payload = "", signature = "", ...rest] = token.split(".");
  if (rest.length > 0 || signature === "") return false;
  const head = json(header);
  const claims = json(payload);
  if (head === null || claims === null) return false;
  const alg = head.alg;
  if (typeof alg !== "string" || !/^(HS|RS|ES)(256|384|512)$/.test(alg)) return false;
  if (secret !== null && (alg !== "HS256" || !signedWith(secret, `${header}.${payload}`, signature))) return false;
  const { iat, exp } = claims;
  if (typeof iat !== "number" || typeof exp !== "number" || !hasAccount(claims)) return false;
  const nowSeconds = now / 1000;
  return iat <= nowSeconds + CLOCK_SKEW_SECONDS && exp > iat && exp - iat <= MAX_TOKEN_LIFE_SECONDS;
}
