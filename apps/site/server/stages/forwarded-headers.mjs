// What a proxy in front says about a request (the scheme, host and port it was made to: X-Forwarded-Proto,
// X-Forwarded-Host, X-Forwarded-Port, Forwarded) is believed only from SITE_TRUST_PROXY's proxies. From anyone
// else the headers are removed before any stage or Next reads them: a client over plain HTTP cannot claim HTTPS
// (and get Strict-Transport-Security) nor another host. X-Forwarded-For is left to the visitor's address
// (routing/request-visitor.ts), which walks it through trusted hops only.

/** @typedef {import("../compose.mjs").BeforeStage} BeforeStage */

export const FORWARDED_HEADERS = Object.freeze(["x-forwarded-proto", "x-forwarded-host", "x-forwarded-port", "x-forwarded-ssl", "forwarded"]);

/**
 * @param {Pick<import("../site-rules.mjs").SiteRules, "trustedPeer">} rules
 * @returns {BeforeStage}
 */
export function forwardedHeaders(rules) {
  return {
    name: "forwarded-headers",
    before(request) {
      if (rules.trustedPeer(request.socket.remoteAddress)) return false;
      for (const name of FORWARDED_HEADERS) if (name in request.headers) delete request.headers[name];
      return false;
    },
  };
}
