import path from "node:path";
import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import { FALLBACK_CONTENT_SECURITY_POLICY, staticSecurityHeaders } from "./src/config/security-headers";

const siteRoot = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(siteRoot, "../..");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // A stored page's ETag is computed once, as it is stored (server/cache-handler.mjs), and If-None-Match answered by
  // server/not-modified.mjs: Next would hash the whole document on every answer.
  generateEtags: false,
  // Answers are compressed by server/scripts-after-paint.mjs, beneath its rewrite of each page's script tags.
  compress: false,
  reactStrictMode: true,
  // The repository is an npm workspace: dependencies are hoisted to its root.
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  // The rate limits' store clients are loaded from node_modules at run time, as they are (not bundled).
  serverExternalPackages: ["ioredis", "rate-limiter-flexible"],
  // The incremental cache (rendered pages, route responses, content reads) is the site's own: in Redis with
  // REDIS_URL, shared by every instance, else in memory (server/cache-handler.mjs). Next keeps no copy of its own
  // in memory besides (with a custom handler the size only bounds the "use cache" store, which the site does not use).
  cacheHandler: path.join(siteRoot, "server/cache-handler.mjs"),
  cacheMaxMemorySize: 0,
  // The proxy redirects "/about-yu/" to "/about-yu" itself (src/proxy/canonical-slashes.ts), with security headers.
  skipTrailingSlashRedirect: true,
  // The proxy (src/proxy.ts) sends the full security headers, with the policy built from the runtime
  // configuration, on every answer it sees; these cover the few answers Next gives before it runs (its own
  // redirects, should any remain). The proxy's values replace them wherever both apply.
  async headers() {
    const headers = { ...staticSecurityHeaders(), "content-security-policy": FALLBACK_CONTENT_SECURITY_POLICY };
    return [{ source: "/:path*", headers: Object.entries(headers).map(([key, value]) => ({ key, value })) }];
  },
};

export default nextConfig;
