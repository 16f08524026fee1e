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

/**
 * Whether a POST comes from another site's page, by what the browser says: Sec-Fetch-Site (current browsers)
 * naming anything but this origin, or an Origin that is not this site's. The one check of every endpoint that
 * writes (web forms, chat questions, sign-in and sign-out).
 */
export function fromAnotherSite(request: Request, siteOrigin: string): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const host = request.headers.get("host") ?? new URL(request.url).host;
  return !originAllowed(request.headers.get("origin"), siteOrigin, host);
}
