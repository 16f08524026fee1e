/**
 * Only the site's own pages post its forms. A browser sends Origin with every cross-site POST; when it is
 * present it must be the configured site origin or the host the request was addressed to (another host name
 * of the same deployment). No Origin (a server, curl) is allowed: the guard is against other sites' pages.
 */
export function originAllowed(origin: string | null, siteOrigin: string, requestHost: string | null): boolean {
  if (origin === null) return true;
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    // "null" (sandboxed frames, some redirects) or garbage: not one of our pages.
    return false;
  }
  if (from.origin === new URL(siteOrigin).origin) return true;
  if (!requestHost) return false;
  try {
    // Read the host as a URL of the same scheme, so that "example.edu:443" equals https://example.edu.
    return new URL(`${from.protocol}//${requestHost}`).host === from.host;
  } catch {
    return false;
  }
}
