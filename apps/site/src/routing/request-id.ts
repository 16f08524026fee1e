/** The header that carries a request's id from the page steps through the site to the content service. */
export const REQUEST_ID_HEADER = "x-request-id";
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** A well-formed incoming request id is kept; anything else is replaced by a new one. The site's API routes,
 * which the page steps do not see, use this too. */
export function requestIdFor(incoming: string | null, newRequestId: () => string): string {
  return incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : newRequestId();
}
