import helmet from "@fastify/helmet";
import type { TrustedProxies } from "@yu/visitor-address";
import type { FastifyInstance } from "fastify";
import { isTrustedSender } from "./client-address.ts";

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

/**
 * Headers every answer of the content service carries, set before any route runs. It serves JSON and stored files,
 * never HTML to run: a policy that allows nothing keeps an uploaded SVG or HTML file from running script when opened
 * directly, and nothing it serves may be framed. Only the headers below are sent: no cross-origin resource policy,
 * since the site's pages show the service's files.
 */
export async function registerSecurityHeaders(app: FastifyInstance, transport: { publicUrl: string; trustProxy: TrustedProxies }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] } },
    xContentTypeOptions: true,
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    xPoweredBy: true,
    crossOriginEmbedderPolicy: false, crossOriginResourcePolicy: false, originAgentCluster: false, strictTransportSecurity: false,
    xDnsPrefetchControl: false, xDownloadOptions: false, xPermittedCrossDomainPolicies: false, xXssProtection: false,
  });
  // HSTS depends on how each request arrived, which the plugin's fixed configuration cannot tell.
  app.addHook("onRequest", async (request, reply) => {
    const forwardedProto = request.headers["x-forwarded-proto"];
    const trusted = isTrustedSender(request.socket.remoteAddress ?? "", transport.trustProxy);
    if (servedOverHttps({ publicUrl: transport.publicUrl, protocol: request.protocol,
      forwardedProto: trusted && typeof forwardedProto === "string" ? forwardedProto : null })) {
      reply.header("strict-transport-security", STRICT_TRANSPORT_SECURITY);
    }
  });
}
