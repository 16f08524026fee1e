import type { JwtClaims } from "./jwt.ts";

/** Tide's claims plus the session id: `{"iat","exp","drupal":{"uid"},"sid"}`, times in seconds. */
export interface EditorTokenClaims extends JwtClaims {
  iat: number;
  exp: number;
  drupal: { uid: string };
  sid: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The claims of a new token: `exp = iat + ttl`, but never past the end of the session. */
export function tokenClaims(uid: number, sid: string, nowMs: number, ttlSeconds: number, sessionExpiresMs: number): EditorTokenClaims {
  const iat = Math.floor(nowMs / 1000);
  const exp = Math.min(iat + ttlSeconds, Math.floor(sessionExpiresMs / 1000));
  return { iat, exp, drupal: { uid: String(uid) }, sid };
}

/** The account and session a verified token names, or null when it names none (a token of another issuer). */
export function tokenIdentity(claims: JwtClaims): { uid: number; sid: string } | null {
  const { drupal, sid } = claims;
  if (typeof sid !== "string" || !UUID.test(sid)) return null;
  if (typeof drupal !== "object" || drupal === null || !("uid" in drupal)) return null;
  const uid = drupal.uid;
  if (typeof uid !== "string" || !/^[1-9]\d{0,9}$/.test(uid) || Number(uid) > 2_147_483_647) return null;
  return { uid: Number(uid), sid };
}
