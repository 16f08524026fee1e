import { isIP } from "node:net";

/**
 * The visitor's address as the load balancer in front of the site reports it: the first X-Forwarded-For entry,
 * when it is an IP address. The content service believes it only because the site's servers are listed in its
 * CONTENT_TRUST_PROXY; it feeds the per-visitor rate limits and the stored remote_addr.
 */
export function visitorAddress(forwardedFor: string | null | undefined): string | undefined {
  const first = forwardedFor?.split(",")[0]?.trim();
  return first && isIP(first) !== 0 ? first : undefined;
}
