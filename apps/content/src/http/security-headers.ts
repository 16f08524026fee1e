import helmet from "@fastify/helmet";
import type { TrustedProxies } from "@yu/visitor-address";
import type { FastifyInstance } from "fastify";
import { isTrustedSender } from "./client-address.ts";

/** One year, subdomains too; only ever sent over HTTPS (browsers ignore it over HTTP anyway). */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/** The policy of every answer but the stored files': nothing may load, run, frame it, or be posted from it. */
export const CONTENT_SECURITY_POLICY = "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'";

/**
 * The policy of every answer under /sites/default/files/ (files and their errors): a sandbox (a unique origin, no
 * script, no forms, no plug-ins), so an SVG or HTML file opened directly cannot act as the service; inline styles
 * only, so an SVG still draws as it should.
 */
export const FILE_CONTENT_SECURITY_POLICY = "sandbox;default-src 'none';style-src 'unsafe-inline';frame-ancestors 'none'";

/** Where the stored files are served; every answer below it, an error or a refusal too, gets the file policy. */
export const FILES_PREFIX = "/sites/default/files/";

/** Whether a request is for a stored file: its raw path, or the route it matched (which sees decoded paths). */
export function isFileRequest(rawUrl: string, routeUrl: string | undefined): boolean {
  return rawUrl.startsWith(FILES_PREFIX) || (routeUrl?.startsWith(FILES_PREFIX) ?? false);
}

/** The headers every answer carries whatever the request (HSTS aside, which depends on how it arrived). */
export const FIXED_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "cross-origin-opener-policy": "same-origin",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
};

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
    // Keep FIXED_SECURITY_HEADERS (used where no request reached the plugin) the same as these; a test compares them.
    xContentTypeOptions: true,
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    xPoweredBy: true,
    crossOriginEmbedderPolicy: false, crossOriginResourcePolicy: false, originAgentCluster: false, strictTransportSecurity: false,
    xDnsPrefetchControl: false, xDownloadOptions: false, xPermittedCrossDomainPolicies: false, xXssProtection: false,
  });
  // HSTS depends on how each request arrived, and the policy on what is asked for, which the plugin's fixed
  // configuration cannot tell. Runs before any hook that may refuse the request.
  app.addHook("onRequest", async (request, reply) => {
    if (isFileRequest(request.url, request.routeOptions.url)) reply.header("content-security-policy", FILE_CONTENT_SECURITY_POLICY);
    const forwardedProto = request.headers["x-forwarded-proto"];
    const trusted = isTrustedSender(request.socket.remoteAddress ?? "", transport.trustProxy);
    if (servedOverHttps({ publicUrl: transport.publicUrl, protocol: request.protocol,
      forwardedProto: trusted && typeof forwardedProto === "string" ? forwardedProto : null })) {
      reply.header("strict-transport-security", STRICT_TRANSPORT_SECURITY);
    }
  });
}
