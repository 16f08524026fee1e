import { config } from "@/config/env";
import { originAllowed } from "@/routing/same-origin";

/**
 * Sign-in and sign-out accept posts from this site's own pages only. A browser names the page's origin
 * (Origin) and, in current browsers, whether it is this site (Sec-Fetch-Site); either saying "another site" is
 * enough to refuse. The cookies are SameSite=Lax too, so another site's post never carries them.
 */
export function crossSitePost(request: Request): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const host = request.headers.get("host") ?? new URL(request.url).host;
  return !originAllowed(request.headers.get("origin"), config().siteOrigin, host);
}

/** A 303 to a path of this site (relative, so it holds behind any proxy), with no caching. */
export function seeOther(location: string, init: { headers?: Headers } = {}): Response {
  const headers = init.headers ?? new Headers();
  headers.set("location", location);
  headers.set("cache-control", "private, no-store");
  return new Response(null, { status: 303, headers });
}
