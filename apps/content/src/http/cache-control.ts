/** Public reads: short freshness so edits show within a minute, stale copies bridge a slow origin. */
export const PUBLIC_CACHE = "public, max-age=60, stale-while-revalidate=300";
/** A 404 may become a page soon; cache it briefly. */
export const NOT_FOUND_CACHE = "public, max-age=30";
/** Editor and error responses are never stored. */
export const NO_STORE = "private, no-store";

export function cacheControlForStatus(status: number): string {
  if (status < 400) return PUBLIC_CACHE;
  if (status === 404) return NOT_FOUND_CACHE;
  return NO_STORE;
}
