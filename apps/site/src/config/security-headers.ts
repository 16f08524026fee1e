import type { SiteConfig } from "./env";

/**
 * The site's security headers, built from its configuration (pure: the site's server applies them to every answer, server/stages/security-headers.mjs; next.config.ts applies
 * the part that does not depend on configuration too, for `next build`'s own answers).
 *
 * Scripts: pages are rendered once and cached for everyone, so a per-request nonce (or a hash of every inline
 * script) cannot be used without rendering every page per request. The App Router writes inline bootstrap scripts
 * (`self.__next_f.push(...)`) into every page, and the site adds one of its own (dismissed alerts), so
 * `script-src` has to allow inline script: 'self' 'unsafe-inline' plus the configured analytics, experiments
 * and chat script hosts. Never 'unsafe-eval' (only `next dev` gets it, for React's development tooling).
 * What keeps injected markup from running is the output encoding and the rich-text sanitiser; the policy still
 * stops plugins, foreign frames, <base> hijacking, form posts elsewhere, framing and scripts from other hosts.
 * JSON-LD blocks (`application/ld+json`) are data, which CSP does not treat as script.
 *
 * Styles: 'unsafe-inline' too — React renders `style` attributes (progress bars, slider handles) and Next may
 * inline critical CSS.
 */

/** The configuration the policy depends on (a subset of SiteConfig). */
export type CspConfig = Pick<SiteConfig, "contentApiUrl" | "siteOrigin" | "gtmId" | "gtmScriptUrl" | "experimentsScriptUrl" | "chatScriptUrl"
  | "cspImgSources" | "cspConnectSources" | "cspFrameSources">;

/** The video hosts mapping/paragraphs/video-embed-url.ts embeds (YouTube, including its no-cookie host, and Vimeo). */
export const VIDEO_FRAME_SOURCES = ["https://www.youtube.com", "https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

/** What Google's tag manager and Google Analytics 4 need besides the container script (Google's published CSP guidance). */
const GOOGLE_TAG_SOURCES = {
  script: ["https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
} as const;

export const PERMISSIONS_POLICY = [
  "accelerometer", "bluetooth", "camera", "display-capture", "geolocation", "gyroscope", "hid", "idle-detection",
  "magnetometer", "microphone", "midi", "payment", "serial", "usb", "xr-spatial-tracking",
].map((feature) => `${feature}=()`).join(", ");

export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

function originOf(url: string | null): string | null {
  if (url === null) return null;
  try {
    const { origin } = new URL(url);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

const unique = (sources: (string | null)[]): string[] => [...new Set(sources.filter((s): s is string => s !== null))];

/** The Content-Security-Policy of pages (and of every other answer of the site). */
export function contentSecurityPolicy(cfg: CspConfig, options: { development?: boolean } = {}): string {
  const content = originOf(cfg.contentApiUrl);
  const gtm = cfg.gtmId !== null ? originOf(cfg.gtmScriptUrl) : null;
  const google = gtm !== null && /(^|\.)googletagmanager\.com$/.test(new URL(gtm).hostname);
  const experiments = originOf(cfg.experimentsScriptUrl);
  const chat = originOf(cfg.chatScriptUrl);
  const https = cfg.siteOrigin.startsWith("https:");
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", unique(["'self'", "'unsafe-inline'", options.development ? "'unsafe-eval'" : null, gtm, experiments, chat,
      ...(google ? GOOGLE_TAG_SOURCES.script : [])])],
    ["style-src", unique(["'self'", "'unsafe-inline'", chat])],
    ["img-src", unique(["'self'", "data:", "blob:", content, chat, ...(google ? GOOGLE_TAG_SOURCES.img : []), ...cfg.cspImgSources])],
    ["font-src", unique(["'self'", "data:", chat])],
    ["media-src", unique(["'self'", content])],
    ["connect-src", unique(["'self'", gtm, experiments, chat, ...(google ? GOOGLE_TAG_SOURCES.connect : []), ...cfg.cspConnectSources])],
    ["frame-src", unique([...VIDEO_FRAME_SOURCES, chat, ...cfg.cspFrameSources])],
    ["worker-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(" ")}`);
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** Headers that do not depend on configuration: next.config.ts sends them on everything, the server too. */
export function staticSecurityHeaders(): Record<string, string> {
  return {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": PERMISSIONS_POLICY,
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": "same-origin",
  };
}

/**
 * The policy for answers no site code shapes (Next's own redirects): nothing loads.
 * None of them is a page, so nothing breaks.
 */
export const FALLBACK_CONTENT_SECURITY_POLICY = "default-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/** Every security header of an answer; HSTS only when the site is HTTPS or the request came over HTTPS. */
export function securityHeaders(cfg: CspConfig, request: { https: boolean; development?: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    "content-security-policy": contentSecurityPolicy(cfg, { development: request.development }),
    ...staticSecurityHeaders(),
  };
  if (request.https || cfg.siteOrigin.startsWith("https:")) headers["strict-transport-security"] = STRICT_TRANSPORT_SECURITY;
  return headers;
}
