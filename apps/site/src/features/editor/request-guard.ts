import { config } from "@/config/env";
import { fromAnotherSite } from "@/routing/same-origin";

/**
 * Sign-in and sign-out accept posts from this site's own pages only (routing/same-origin.ts). The cookies are
 * SameSite=Lax too, so another site's post never carries them.
 */
export function crossSitePost(request: Request): boolean {
  return fromAnotherSite(request, config().siteOrigin);
}

/** A 303 to a path of this site (relative, so it holds behind any proxy), with no caching. */
export function seeOther(location: string, init: { headers?: Headers } = {}): Response {
  const headers = init.headers ?? new Headers();
  headers.set("location", location);
  headers.set("cache-control", "private, no-store");
  return new Response(null, { status: 303, headers });
}
