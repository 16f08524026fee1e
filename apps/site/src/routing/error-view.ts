/**
 * The server's own requests for an error page rendered in HTML (apps/site/server/stages/error-pages.mjs): the request for
 * the failed address carries SITE_ERROR_VIEW_HEADER with the view it needs, and the page steps serve it from the
 * error-view route. No visitor can send that header: its name is chosen at random by each server process.
 */
export const ERROR_VIEW_ROUTE = "/error-views";

export const ERROR_VIEW_VARIANTS = ["not-found", "error"] as const;
export type ErrorViewVariant = (typeof ERROR_VIEW_VARIANTS)[number];

/** The view a request asks for, or null when it is not the server's own error-view request. */
export function requestedErrorView(headers: Headers, headerName: string | null): ErrorViewVariant | null {
  if (headerName === null) return null;
  const value = headers.get(headerName);
  return ERROR_VIEW_VARIANTS.find((variant) => variant === value) ?? null;
}

/** Where the error view of a page's address renders: the variant, then the address itself. */
export function errorViewPath(variant: ErrorViewVariant, pathname: string): string {
  return `${ERROR_VIEW_ROUTE}/${variant}${pathname === "/" ? "" : pathname}`;
}
