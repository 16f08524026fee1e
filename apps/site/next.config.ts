import path from "node:path";
import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The repository is an npm workspace: dependencies are hoisted to its root.
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  // The rate limits' store clients are loaded from node_modules at run time, as they are (not bundled).
  serverExternalPackages: ["ioredis", "rate-limiter-flexible"],
};

export default nextConfig;
