/** A 303 to a path of this site (relative, so it holds behind any proxy), with no caching. */
export function seeOther(location: string, init: { headers?: Headers } = {}): Response {
  const headers = init.headers ?? new Headers();
  headers.set("location", location);
  headers.set("cache-control", "private, no-store");
  return new Response(null, { status: 303, headers });
}
