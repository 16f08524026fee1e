import path from "node:path";
import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";

const siteRoot = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(siteRoot, "../..");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // A stored page's ETag is computed once, as it is stored (server/page-cache/), and If-None-Match answered by
  // the server's not-modified stage (server/stages/not-modified.mjs): Next would hash the whole document on every answer.
  generateEtags: false,
  // Answers are compressed by the site's server (server/stages/compression.mjs), beneath its rewrite of each page's
  // script tags (server/stages/scripts-after-paint.mjs).
  compress: false,
  reactStrictMode: true,
  // The repository is an npm workspace: dependencies are hoisted to its root.
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  // The rate limits' store clients are loaded from node_modules at run time, as they are (not bundled); so is the
  // tracing SDK, which @yu/tracing imports only when an OTLP endpoint is configured (src/instrumentation.ts).
  serverExternalPackages: ["ioredis", "rate-limiter-flexible", "prom-client", "@yu/tracing", "@opentelemetry/api",
    "@opentelemetry/sdk-trace-node", "@opentelemetry/sdk-trace-base", "@opentelemetry/exporter-trace-otlp-http",
    "@opentelemetry/resources", "@opentelemetry/semantic-conventions"],
  // The incremental cache (rendered pages, route responses, content reads) is the site's own: in Redis with
  // REDIS_URL, shared by every instance, else in memory (server/page-cache/). Next keeps no copy of its own
  // in memory besides (with a custom handler the size only bounds the "use cache" store, which the site does not use).
  cacheHandler: path.join(siteRoot, "server/page-cache/handler.mjs"),
  cacheMaxMemorySize: 0,
  // The site's server redirects "/about-yu/" to "/about-yu" itself (server/stages/canonical-slashes.mjs), and sets the
  // security headers on every answer before Next runs (server/stages/security-headers.mjs).
  skipTrailingSlashRedirect: true,
  experimental: {
    // A web form sent without scripts is a server action (endpoints/webform/send-without-scripts.ts): its body holds
    // the answers (SUBMISSION_MAX_BYTES, 256 KB) and any file (UPLOAD_MAX_BYTES, 5 MB), with room for the envelope.
    serverActions: { bodySizeLimit: "6mb" },
  },
};

export default nextConfig;
