// The site's security headers (built from its configuration: src/config/security-headers.ts) on every answer: pages,
// route handlers, Next's static files, not-found and error pages, and every redirect, the server's own and Next's.
// They are set on the response before anything else answers it; Next's answer adds its own headers beside them.

/** @typedef {import("../compose.mjs").BeforeStage} BeforeStage */
import { overHttps } from "../request-scheme.mjs";

/**
 * @param {Pick<import("../site-rules.mjs").SiteRules, "securityHeaders">} rules
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
