// What the server's stages before Next take from the site's own source: the security headers built from the site's
// configuration, the bad-request answer and the page steps. Built with the site by Next, and made in the server's
// process by Next's instrumentation hook (leave-site-rules.ts): the stages and the pages share one configuration and
// one content client (config/process-wide.ts).
import { bareAddress, isTrustedProxy } from "@yu/visitor-address";
import { config } from "@/config/env";
import { SITE_MEMOS } from "@/metrics/memo-figures";
import { securityHeaders } from "@/config/security-headers";
import { pageSteps, type PageRequest, type PageStepsOutcome } from "@/page-steps/page-steps";
import { badRequestPage, unusablePath } from "./bad-request";

export interface SiteRules {
  /** Every security header of an answer; HSTS only when the site is HTTPS or the request came over HTTPS. */
  securityHeaders(https: boolean): Readonly<Record<string, string>>;
  /** Why a raw request path cannot be served at all, or null. */
  unusablePath(pathname: string): string | null;
  /** The page for a request the site cannot even route (status 400). */
  badRequestPage(): string;
  /** Whether a connection's peer is one of SITE_TRUST_PROXY's proxies, whose forwarded scheme and host are believed. */
  trustedPeer(peer: string | undefined): boolean;
  /** SITE_ORIGIN: the public origin every redirect of the site points at. */
  siteOrigin: string;
  /** What a page request needs before its page renders (src/page-steps/page-steps.ts). */
  pageSteps(request: PageRequest): Promise<PageStepsOutcome>;
  /** The product's slug (its listings' paths), for the metrics' kinds of page. */
  productSlug: string;
  /** Where the server answers `GET /metrics` (SITE_METRICS_PORT, SITE_METRICS_HOST); a null port for nowhere. */
  metrics: { port: number | null; host: string };
  /** REDIS_URL: the shared page cache and the rate limits' store (null: this process's memory). */
  redisUrl: string | null;
  /** The in-process memos' names, for the start-up line. */
  memos: readonly string[];
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
    trustedPeer: (peer) => {
      const address = peer === undefined ? null : bareAddress(peer);
      return address !== null && isTrustedProxy(address, cfg.trustProxy);
    },
    siteOrigin: cfg.siteOrigin,
    pageSteps,
    productSlug: cfg.productSlug,
    metrics: cfg.metrics,
    redisUrl: cfg.redisUrl,
    memos: SITE_MEMOS,
  };
}

