/** Ports of the apps the browser tests start (away from the ones `npm start` uses). */
export const PORTS = {
  content: 3201,
  site: 3200,
  /** A second site whose content service is not running at all. */
  siteContentDown: 3202,
  /** A slow stand-in for the content service, and a third site pointed at it with a short timeout. */
  slowContent: 3203,
  siteContentSlow: 3204,
  /** A port nothing listens on. */
  nothing: 3299,
} as const;

export const SLOW_CONTENT_DELAY_MS = 20_000;
export const SLOW_SITE_TIMEOUT_MS = 2_000;

/** The shared secret of on-demand revalidation on the main test site. */
export const REVALIDATE_SECRET = "e2e-revalidate-secret-0123456789";
