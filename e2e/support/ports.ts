/**
 * Ports of the apps the browser tests start (away from the ones `npm start` uses). `E2E_PORT_BASE` moves
 * them all, so that two checkouts can run their browser tests at once.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3200);
export const PORTS = {
  content: base + 1,
  site: base,
  /** A second site whose content service is not running at all. */
  siteContentDown: base + 2,
  /** A slow stand-in for the content service, and a third site pointed at it with a short timeout. */
  slowContent: base + 3,
  siteContentSlow: base + 4,
  /** A fourth site with the real content service but its search service pointed at the slow stand-in. */
  siteSearchSlow: base + 5,
  /** A stand-in for the content service that a test switches off and on, its control port, and a site behind it. */
  switchableContent: base + 6,
  switchableControl: base + 7,
  siteOutage: base + 8,
  /** A stand-in for a university's own search collection, without the interest-area class, and a site asking it. */
  collectionWithoutClass: base + 9,
  siteWithoutClass: base + 10,
  /** A stand-in for a collection whose course results have only the spec's fields (no level classes), and a site asking it. */
  collectionNamingLess: base + 11,
  siteNamingLess: base + 12,
  /** A port nothing listens on. */
  nothing: base + 99,
} as const;

export const SLOW_CONTENT_DELAY_MS = 20_000;
export const SLOW_SITE_TIMEOUT_MS = 2_000;

/** The shared secret of on-demand revalidation on the main test site. */
export const REVALIDATE_SECRET = "e2e-revalidate-secret-0123456789";

/** The main test site's analytics: a container id and scripts at an address nothing listens on. */
export const ANALYTICS = {
  gtmId: "GTM-E2ETEST",
  gtmScript: `http://localhost:${PORTS.nothing}/gtm.js`,
  experimentsScript: `http://localhost:${PORTS.nothing}/experiments.js`,
} as const;
