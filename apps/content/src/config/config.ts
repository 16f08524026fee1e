import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseTrustedProxies, type TrustedProxies } from "@yu/visitor-address";

export interface BasicAuthCredentials {
  user: string;
  pass: string;
}

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; null selects the embedded PGlite database. */
  databaseUrl: string | null;
  /** PGlite data directory, or "memory://" for a throw-away database. */
  dataDir: string;
  contentDir: string;
  basicAuth: BasicAuthCredentials | null;
  publicUrl: string;
  productName: string;
  productShortName: string;
  productSlug: string;
  logLevel: LogLevel;
  /** HS256 secret of editor JWTs; null: the service's own generated secret, stored in the database (service_secrets). */
  jwtSecret: string | null;
  /** Lifetime of an editor JWT in seconds (Tide: 10 minutes); never beyond the end of its session. */
  jwtTtlSeconds: number;
  /** Seed the demo editor accounts of CONTENT_DIR/editors.yaml (public passwords): by default only into PGlite. */
  demoEditors: boolean;
  /** Size of the synthetic catalogue added on first seed (0 = none). */
  scale: number;
  /** Addresses and CIDR ranges (the site's servers) allowed to state their visitor's address. */
  trustProxy: TrustedProxies;
  /** Web form submissions (and, separately, uploads) allowed per visitor and form in a minute. */
  webformRateLimit: number;
  /** CONTENT_SEARCH_RATE_LIMIT: searches and suggestions a minute per visitor (the site's own searches are not counted). */
  searchRateLimit: number;
  /** A submission sent sooner than this after its form was shown is refused as automated (0: never). */
  webformMinFillMs: number;
  /** CONTENT_REVALIDATE_URLS: each site instance's `POST /api/revalidate`, told the cache tags of every content change. */
  revalidateUrls: string[];
  /** CONTENT_REVALIDATE_SECRET: the sites' REVALIDATE_SECRET, sent as `Authorization: Bearer …`. */
  revalidateSecret: string | null;
  /** CONTENT_PURGE_URLS: HTTP caches (Varnish) purged by the same tags, after the sites have revalidated. */
  purgeUrls: string[];
  /** CONTENT_PURGE_SECRET: sent as `X-Purge-Secret` with every purge when set. */
  purgeSecret: string | null;
}

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration: ${problems.join("; ")}`);
    this.name = "ConfigError";
  }
}

// Resolved from this file, not the working directory, so `npm run -w` and `node dist/server.js` agree.
// src/config/config.ts and dist/config/config.js are both four levels below the repository root.
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

type Env = Record<string, string | undefined>;

function value(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined) return undefined;
  const trimmed = raw.trim();
  return trimmed === "" ? undefined : trimmed;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
    return fallback;
  }
  return Number(raw);
}

function flag(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  if (/^(true|1|yes)$/i.test(raw)) return true;
  if (/^(false|0|no)$/i.test(raw)) return false;
  problems.push(`${name} must be true or false (got "${raw}")`);
  return fallback;
}

function isHttpUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** A comma-separated list of http(s) URLs; every item that is not one is a problem. */
function urlList(env: Env, name: string, problems: string[]): string[] {
  const items = (value(env, name) ?? "").split(",").map((item) => item.trim()).filter((item) => item !== "");
  for (const item of items) {
    if (!isHttpUrl(item)) problems.push(`${name} must be a comma-separated list of http(s) URLs (got "${item}")`);
  }
  return [...new Set(items)];
}

// The site refuses a REVALIDATE_SECRET shorter than this.
const MIN_REVALIDATE_SECRET_LENGTH = 16;

/** Reads and validates the environment once; every problem is reported together. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const port = integer(env, "CONTENT_PORT", 3001, 0, 65535, problems);
  const host = value(env, "CONTENT_HOST") ?? "localhost";

  const databaseUrl = value(env, "DATABASE_URL") ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push("DATABASE_URL must be a postgres:// or postgresql:// URL");
  }

  const dataDirRaw = value(env, "CONTENT_DATA_DIR");
  const dataDir = dataDirRaw === undefined
    ? path.join(REPO_ROOT, ".data", "content")
    : dataDirRaw.startsWith("memory://") ? dataDirRaw : path.resolve(dataDirRaw);
  const contentDir = path.resolve(value(env, "CONTENT_DIR") ?? path.join(REPO_ROOT, "content"));

  let basicAuth: BasicAuthCredentials | null = null;
  const basicRaw = value(env, "CONTENT_BASIC_AUTH");
  if (basicRaw !== undefined) {
    const colon = basicRaw.indexOf(":");
    if (colon <= 0 || colon === basicRaw.length - 1) {
      problems.push("CONTENT_BASIC_AUTH must look like user:password");
    } else {
      basicAuth = { user: basicRaw.slice(0, colon), pass: basicRaw.slice(colon + 1) };
    }
  }

  const publicUrlRaw = value(env, "CONTENT_PUBLIC_URL") ?? `http://localhost:${port}`;
  if (!isHttpUrl(publicUrlRaw)) problems.push(`CONTENT_PUBLIC_URL must be an http(s) URL (got "${publicUrlRaw}")`);
  const publicUrl = publicUrlRaw.replace(/\/+$/, "");

  const productName = value(env, "PRODUCT_NAME") ?? "Yarra University";
  const productShortName = value(env, "PRODUCT_SHORT_NAME") ?? "YU";
  if (!/^[A-Za-z0-9]+$/.test(productShortName)) {
    problems.push("PRODUCT_SHORT_NAME must be letters and digits only (it becomes the path slug)");
  }

  const logLevelRaw = value(env, "LOG_LEVEL") ?? "info";
  const logLevel = LOG_LEVELS.find((level) => level === logLevelRaw);
  if (logLevel === undefined) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}`);

  const scale = integer(env, "CONTENT_SCALE", 0, 0, 100_000, problems);

  const trust = parseTrustedProxies(value(env, "CONTENT_TRUST_PROXY"));
  if (!trust.ok) {
    for (const problem of trust.problems) {
      problems.push(`CONTENT_TRUST_PROXY must be a comma-separated list of IP addresses and CIDR ranges: ${problem}`);
    }
  }

  const webformRateLimit = integer(env, "CONTENT_WEBFORM_RATE_LIMIT", 10, 1, 100_000, problems);
  const searchRateLimit = integer(env, "CONTENT_SEARCH_RATE_LIMIT", 120, 1, 1_000_000, problems);
  const webformMinFillMs = integer(env, "CONTENT_WEBFORM_MIN_FILL_MS", 3_000, 0, 600_000, problems);
  const jwtTtlSeconds = integer(env, "CONTENT_JWT_TTL_SECONDS", 600, 30, 86_400, problems);
  // Their passwords are public: an embedded database is a local one, a PostgreSQL server may be anyone's.
  const demoEditors = flag(env, "CONTENT_DEMO_EDITORS", databaseUrl === null, problems);

  const revalidateUrls = urlList(env, "CONTENT_REVALIDATE_URLS", problems);
  const revalidateSecret = value(env, "CONTENT_REVALIDATE_SECRET") ?? null;
  if (revalidateUrls.length > 0 && (revalidateSecret === null || revalidateSecret.length < MIN_REVALIDATE_SECRET_LENGTH)) {
    problems.push(`CONTENT_REVALIDATE_URLS needs CONTENT_REVALIDATE_SECRET (the sites' REVALIDATE_SECRET, at least ${MIN_REVALIDATE_SECRET_LENGTH} characters)`);
  }
  const purgeUrls = urlList(env, "CONTENT_PURGE_URLS", problems);
  const purgeSecret = value(env, "CONTENT_PURGE_SECRET") ?? null;

  if (problems.length > 0 || !trust.ok) throw new ConfigError(problems);
  const trustProxy = trust.proxies;
  return {
    port, host, databaseUrl, dataDir, contentDir, basicAuth, publicUrl, productName, productShortName,
    productSlug: productShortName.toLowerCase(), logLevel: logLevel ?? "info",
    jwtSecret: value(env, "CONTENT_JWT_SECRET") ?? null, jwtTtlSeconds, demoEditors, scale, trustProxy, webformRateLimit, searchRateLimit, webformMinFillMs,
    revalidateUrls, revalidateSecret, purgeUrls, purgeSecret,
  };
}
