import { tokenExpiry, tokenIssuedAt } from "@/tide/auth-token";
import { fetchJwtToken } from "@/tide/editor-session";
import type { TideContext } from "@/tide/context";

/**
 * Where an editor's token is renewed: the preview and sign-in pages, which are the editor's own and never cached.
 * A public page is the same for everyone and may be served from the page cache: no cookie makes it call the
 * content service.
 */
export function renewsOn(pathname: string): boolean {
  return pathname.startsWith("/preview/") || pathname === "/login";
}

/** Ours: without an `iat` to measure the token's life by, renew in its last five minutes. */
const RENEW_WITHIN_SECONDS = 5 * 60;

/**
 * An editor's token (Tide issues them for 10 minutes) is renewed once past half its life, while the editor is
 * using the site, so that a preview session does not end in the middle of work. Only 10-digit (seconds) tokens
 * are renewed; a token of another digit length is left to its own expiry.
 */
export function renewalDue(token: string, now: number = Date.now()): boolean {
  const exp = tokenExpiry(token);
  if (exp === null || String(exp).length !== 10) return false;
  const nowSeconds = now / 1000;
  if (exp <= nowSeconds) return false;
  const iat = tokenIssuedAt(token);
  const threshold = iat !== null && iat < exp ? (exp - iat) / 2 : RENEW_WITHIN_SECONDS;
  return exp - nowSeconds < threshold;
}

/** A fresh token for the signed-in editor (`GET /jwt/token/`), or null when the content system will not give one. */
export async function renewedToken(token: string, ctx: TideContext): Promise<string | null> {
  try {
    const fresh = await fetchJwtToken({ ...ctx, authToken: token });
    return fresh === token ? null : fresh;
  } catch {
    // Logged by the client; the editor carries on with the current token until it expires.
    return null;
  }
}
