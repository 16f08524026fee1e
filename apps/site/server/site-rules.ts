// What the server's stages before Next take from the site's own source (server/site-rules-loader.mjs bundles this
// file as the server starts): the security headers built from the site's configuration, and the bad-request answer.
import { config } from "@/config/env";
import { securityHeaders } from "@/config/security-headers";
import { badRequestPage, unusablePath } from "./bad-request";

export interface SiteRules {
  /** Every security header of an answer; HSTS only when the site is HTTPS or the request came over HTTPS. */
  securityHeaders(https: boolean): Readonly<Record<string, string>>;
  /** Why a raw request path cannot be served at all, or null. */
  unusablePath(pathname: string): string | null;
  /** The page for a request the site cannot even route (status 400). */
  badRequestPage(): string;
}

/** The rules, with the site's configuration read once (an invalid configuration throws: the server does not start). */
export function siteRules(options: { development: boolean }): SiteRules {
  const cfg = config();
  const plain = Object.freeze(securityHeaders(cfg, { https: false, development: options.development }));
  const secure = Object.freeze(securityHeaders(cfg, { https: true, development: options.development }));
  const page = badRequestPage(cfg.productName);
  return {
    securityHeaders: (https) => (https ? secure : plain),
    unusablePath,
    badRequestPage: () => page,
  };
}
