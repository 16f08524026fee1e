import { visitorAddress } from "@yu/visitor-address";
import { config } from "@/config/env";

/**
 * The visitor behind a request to this site: the connection's peer (stamped by server/peer-address.mjs), or the
 * client SITE_TRUST_PROXY's proxies forwarded (@yu/visitor-address). It keys the per-visitor rate limits
 * and is what the site states to the content service (which believes it only from CONTENT_TRUST_PROXY).
 */
export function requestVisitor(headers: Headers): string | undefined {
  const cfg = config();
  const peer = cfg.peerAddressHeader === null ? null : headers.get(cfg.peerAddressHeader);
  return visitorAddress({ peer, forwardedFor: headers.get("x-forwarded-for") }, cfg.trustProxy);
}
