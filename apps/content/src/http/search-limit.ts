import type { TrustedProxies } from "@yu/visitor-address";
import { clientAddress, isTrustedSender } from "./client-address.ts";
import { VisitorLimit } from "./visitor-limit.ts";

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
  private readonly limit: VisitorLimit;

  constructor(points: number, private readonly trusted: TrustedProxies, seconds = 60) {
    this.limit = new VisitorLimit(points, seconds, "search");
  }

  /** Null when allowed; else the whole seconds (at least 1) to wait. */
  async spend(requester: SearchRequester): Promise<number | null> {
    const visitor = clientAddress(requester, this.trusted);
    if (isTrustedSender(visitor, this.trusted)) return null;
    return this.limit.spend(visitor);
  }
}
