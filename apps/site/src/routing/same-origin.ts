/**
 * Whether an Origin header names the configured site origin (SITE_ORIGIN): scheme, host and port, compared as
 * URLs (so that case and a default port do not matter), and nothing else (an origin is never a path). The request's
 * own Host, X-Forwarded-Host or scheme play no part: each is the client's to say, and behind a reverse proxy
 * (Varnish, a TLS terminator) the request the site sees names an inner address and scheme, while a visitor's browser
 * names the public origin, which is the one SITE_ORIGIN configures.
 */
export function isSiteOrigin(origin: string, siteOrigin: string): boolean {
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    // "null" (sandboxed frames, some redirects) or garbage: not one of our pages.
    return false;
  }
  if (from.origin === "null" || from.href !== `${from.origin}/`) return false;
  try {
    return from.origin === new URL(siteOrigin).origin;
  } catch {
    return false;
  }
}

/**
 * Whether a POST comes from anything but this site's own pages, by what the browser says: an Origin that is not
 * the configured site origin (scheme and port included), or Sec-Fetch-Site naming another origin (current browsers
 * send it with every request; it decides when Origin is absent). A request that says neither (a server, curl) is not
 * a browser's and is let through: the guard is against other sites' pages. The one check of every endpoint that
 * writes (web forms, chat questions, questions to students, sign-in and sign-out).
 */
export function fromAnotherSite(request: Request, siteOrigin: string): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.get("origin");
  return origin !== null && !isSiteOrigin(origin, siteOrigin);
}
