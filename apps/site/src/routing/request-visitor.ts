import { visitorAddress } from "@yu/visitor-address";
import { config } from "@/config/env";

let warned = false;

/**
 * The visitor behind a request to this site: the connection's peer (stamped by the server's peer-address stage,
 * server/stages/peer-address.mjs), or the client SITE_TRUST_PROXY's proxies forwarded (@yu/visitor-address). It keys
 * the per-visitor rate limits and is what the site states to the content service (which believes it only from
 * CONTENT_TRUST_PROXY). A production site started otherwise than by its own server (server/server.mjs) does not know
 * its visitors' connections: it says so once.
 */
export function requestVisitor(headers: Headers): string | undefined {
  const cfg = config();
  if (cfg.peerAddressHeader === null && !warned && process.env.NODE_ENV === "production") {
    warned = true;
    console.warn(JSON.stringify({ time: new Date().toISOString(), level: "warn",
      msg: "The site was not started by its own server (apps/site/server/server.mjs): visitors' connection addresses are unknown, and rate limits key on what X-Forwarded-For says" }));
  }
  const peer = cfg.peerAddressHeader === null ? null : headers.get(cfg.peerAddressHeader);
  return visitorAddress({ peer, forwardedFor: headers.get("x-forwarded-for") }, cfg.trustProxy);
}
