// The site's security headers (built from its configuration: src/config/security-headers.ts) on every answer: pages,
// route handlers, Next's static files, not-found and error pages, and every redirect, the server's own and Next's.
// They are set on the response before anything else answers it; Next's answer adds its own headers beside them.

/** @typedef {import("../compose.mjs").BeforeStage} BeforeStage */
/** @typedef {import("node:http").IncomingMessage} IncomingMessage */

/**
 * Whether the request came over HTTPS, directly or as a proxy in front says (as Next reads it).
 * @param {IncomingMessage} request
 */
function overHttps(request) {
  const proto = request.headers["x-forwarded-proto"];
  if (typeof proto === "string") return proto.includes("https");
  return "encrypted" in request.socket && request.socket.encrypted === true;
}

/**
 * @param {Pick<import("../site-rules").SiteRules, "securityHeaders">} rules
 * @returns {BeforeStage}
 */
export function securityHeaders(rules) {
  const plain = Object.entries(rules.securityHeaders(false));
  const secure = Object.entries(rules.securityHeaders(true));
  return {
    name: "security-headers",
    before(request, response) {
      for (const [name, value] of overHttps(request) ? secure : plain) response.setHeader(name, value);
      return false;
    },
  };
}
