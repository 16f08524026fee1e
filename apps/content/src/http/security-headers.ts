/**
 * Headers every answer of the content service carries. It serves JSON and stored files, never HTML to run:
 * a policy that allows nothing keeps an uploaded SVG or HTML file from running script when opened directly,
 * and nothing it serves may be framed.
 */
export const CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** One year, subdomains too; only ever sent over HTTPS (browsers ignore it over HTTP anyway). */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

export interface TransportFacts {
  /** CONTENT_PUBLIC_URL: the address visitors use. */
  publicUrl: string;
  /** The connection's own protocol. */
  protocol: string;
  /** X-Forwarded-Proto, believed only from a trusted proxy. */
  forwardedProto: string | null;
}

/** Whether the request reached the service over HTTPS, directly or behind a trusted proxy, or it is published so. */
export function servedOverHttps(facts: TransportFacts): boolean {
  return facts.publicUrl.startsWith("https:") || facts.protocol === "https" || facts.forwardedProto?.split(",")[0]?.trim() === "https";
}

export function securityHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    "content-security-policy": CONTENT_SECURITY_POLICY,
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "cross-origin-opener-policy": "same-origin",
  };
  if (https) headers["strict-transport-security"] = STRICT_TRANSPORT_SECURITY;
  return headers;
}
