import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { TrustedProxies } from "@yu/visitor-address";
import { clientAddress, isTrustedSender } from "../http/client-address.ts";

export interface SearchRequester {
  /** The connection's address. */
  socket: string;
  forwardedFor: string | string[] | undefined;
}

/**
 * Searches and suggestions per visitor (CONTENT_SEARCH_RATE_LIMIT a minute). A trusted proxy (CONTENT_TRUST_PROXY:
 * the site) asking on its own account, with no visitor named, is not counted: its searches are shared by every
 * visitor, cached, and the site limits each visitor itself. Anyone else, or a visitor the site names, is.
 */
export class SearchLimit {
  private readonly limiter: RateLimiterMemory;

  constructor(points: number, private readonly trusted: TrustedProxies, seconds = 60) {
    this.limiter = new RateLimiterMemory({ points, duration: seconds, keyPrefix: "search" });
  }

  /** Null when allowed; else the whole seconds (at least 1) to wait. */
  async spend(requester: SearchRequester): Promise<number | null> {
    const visitor = clientAddress(requester, this.trusted);
    if (isTrustedSender(visitor, this.trusted)) return null;
    try {
      await this.limiter.consume(visitor, 1);
      return null;
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
      throw outcome;
    }
  }
}
