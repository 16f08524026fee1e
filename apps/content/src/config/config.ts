import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseTrustedProxies, type TrustedProxies } from "@yu/visitor-address";
import { z } from "zod";
import { flag, httpUrl, integer, text, urlList, variable } from "./variables.ts";

export interface BasicAuthCredentials {
  user: string;
  pass: string;
}

/**
 * How editor sign-in slows guesses at one account, from any number of addresses (auth/login-slowdown.ts): once the
 * account has had `after` failed sign-ins in the login window since its last successful one, each attempt at it
 * waits before its password is checked, `firstMs` and twice as long for each failure more, at most `maxMs`.
 */
export interface LoginSlowdownPolicy {
  after: number;
  firstMs: number;
  maxMs: number;
}

/** The longest a slowed sign-in may wait: the site gives the whole sign-in 9 s (its WRITE_TIMEOUT_MS). */
export const LOGIN_SLOWDOWN_LIMIT_MS = 8_000;

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
  /** CONTENT_LOGIN_SLOWDOWN_AFTER, _FIRST_MS and _MAX_MS: the per-account slowdown of sign-in guesses. */
  loginSlowdown: LoginSlowdownPolicy;
  /** CONTENT_REVALIDATE_URLS: each site instance's `POST /api/revalidate`, told the cache tags of every content change. */
  revalidateUrls: string[];
  /** CONTENT_REVALIDATE_SECRET: the sites' REVALIDATE_SECRET, sent as `Authorization: Bearer …`. */
  revalidateSecret: string | null;
  /** CONTENT_PURGE_URLS: HTTP caches (Varnish) purged by the same tags, after the sites have revalidated. */
  purgeUrls: string[];
  /** CONTENT_PURGE_SECRET: sent as `X-Purge-Secret` with every purge when set. */
  purgeSecret: string | null;
  /** CONTENT_METRICS_PORT: the port of `GET /metrics` (Prometheus text), null for none. */
  metricsPort: number | null;
  /** CONTENT_METRICS_HOST: the interface it listens on (this machine only by default). */
  metricsHost: string;
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

// The site refuses a REVALIDATE_SECRET shorter than this.
const MIN_REVALIDATE_SECRET_LENGTH = 16;

const basicAuth = z.string().transform((raw, context): BasicAuthCredentials => {
  const colon = raw.indexOf(":");
  if (colon <= 0 || colon === raw.length - 1) context.addIssue({ code: "custom", message: "CONTENT_BASIC_AUTH must look like user:password" });
  return { user: raw.slice(0, colon), pass: raw.slice(colon + 1) };
});

const trustedProxies = z.string().optional().transform((raw, context): TrustedProxies => {
  const trust = parseTrustedProxies(raw);
  if (trust.ok) return trust.proxies;
  for (const problem of trust.problems) {
    context.addIssue({ code: "custom", message: `CONTENT_TRUST_PROXY must be a comma-separated list of IP addresses and CIDR ranges: ${problem}` });
  }
  return z.NEVER;
});

/**
 * Ten failures for one account in 15 minutes, from anywhere, is someone guessing (an owner who forgot the password is
 * refused at one address after five: auth/login-limits.ts); then half a second, doubling to 5 s, well inside the 9 s
 * the site gives a sign-in.
 */
export const DEFAULT_LOGIN_SLOWDOWN: LoginSlowdownPolicy = { after: 10, firstMs: 500, maxMs: 5_000 };

/** The environment the service reads, one entry per variable; every problem is its own one-line message. */
const environment = z.object({
  CONTENT_PORT: variable(integer("CONTENT_PORT", 0, 65535)),
  CONTENT_HOST: variable(text),
  DATABASE_URL: variable(z.string().regex(/^postgres(ql)?:\/\//, { error: "DATABASE_URL must be a postgres:// or postgresql:// URL" })),
  CONTENT_DATA_DIR: variable(text),
  CONTENT_DIR: variable(text),
  CONTENT_BASIC_AUTH: variable(basicAuth),
  CONTENT_PUBLIC_URL: variable(httpUrl("CONTENT_PUBLIC_URL")),
  PRODUCT_NAME: variable(text),
  PRODUCT_SHORT_NAME: variable(z.string().regex(/^[A-Za-z0-9]+$/,
    { error: "PRODUCT_SHORT_NAME must be letters and digits only (it becomes the path slug)" })),
  LOG_LEVEL: variable(z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}` })),
  CONTENT_SCALE: variable(integer("CONTENT_SCALE", 0, 100_000)),
  CONTENT_TRUST_PROXY: z.preprocess((raw) => (typeof raw === "string" && raw.trim() !== "" ? raw : undefined), trustedProxies),
  CONTENT_WEBFORM_RATE_LIMIT: variable(integer("CONTENT_WEBFORM_RATE_LIMIT", 1, 100_000)),
  CONTENT_SEARCH_RATE_LIMIT: variable(integer("CONTENT_SEARCH_RATE_LIMIT", 1, 1_000_000)),
  CONTENT_WEBFORM_MIN_FILL_MS: variable(integer("CONTENT_WEBFORM_MIN_FILL_MS", 0, 600_000)),
  CONTENT_LOGIN_SLOWDOWN_AFTER: variable(integer("CONTENT_LOGIN_SLOWDOWN_AFTER", 1, 1_000)),
  CONTENT_LOGIN_SLOWDOWN_FIRST_MS: variable(integer("CONTENT_LOGIN_SLOWDOWN_FIRST_MS", 1, LOGIN_SLOWDOWN_LIMIT_MS)),
  CONTENT_LOGIN_SLOWDOWN_MAX_MS: variable(integer("CONTENT_LOGIN_SLOWDOWN_MAX_MS", 0, LOGIN_SLOWDOWN_LIMIT_MS)),
  CONTENT_JWT_SECRET: variable(text),
  CONTENT_JWT_TTL_SECONDS: variable(integer("CONTENT_JWT_TTL_SECONDS", 30, 86_400)),
  CONTENT_DEMO_EDITORS: variable(flag("CONTENT_DEMO_EDITORS")),
  CONTENT_REVALIDATE_URLS: variable(urlList("CONTENT_REVALIDATE_URLS")),
  CONTENT_REVALIDATE_SECRET: variable(text),
  CONTENT_PURGE_URLS: variable(urlList("CONTENT_PURGE_URLS")),
  CONTENT_PURGE_SECRET: variable(text),
  CONTENT_METRICS_PORT: variable(integer("CONTENT_METRICS_PORT", 1, 65535)),
  CONTENT_METRICS_HOST: variable(text),
}).refine((env) => (env.CONTENT_REVALIDATE_URLS ?? []).length === 0
  || (env.CONTENT_REVALIDATE_SECRET ?? "").length >= MIN_REVALIDATE_SECRET_LENGTH, {
  error: `CONTENT_REVALIDATE_URLS needs CONTENT_REVALIDATE_SECRET (the sites' REVALIDATE_SECRET, at least ${MIN_REVALIDATE_SECRET_LENGTH} characters)`,
  // Checked alongside the other variables' problems, unless the URLs themselves are wrong.
  when: (payload) => payload.issues.every((issue) => issue.path?.[0] !== "CONTENT_REVALIDATE_URLS"),
}).refine((env) => env.CONTENT_LOGIN_SLOWDOWN_MAX_MS === 0
  || (env.CONTENT_LOGIN_SLOWDOWN_FIRST_MS ?? DEFAULT_LOGIN_SLOWDOWN.firstMs) <= (env.CONTENT_LOGIN_SLOWDOWN_MAX_MS ?? DEFAULT_LOGIN_SLOWDOWN.maxMs), {
  error: "CONTENT_LOGIN_SLOWDOWN_FIRST_MS must not be more than CONTENT_LOGIN_SLOWDOWN_MAX_MS",
  when: (payload) => payload.issues.every((issue) => !String(issue.path?.[0] ?? "").startsWith("CONTENT_LOGIN_SLOWDOWN_")),
});

/** Reads and validates the environment once; every problem is reported together. */
export function loadConfig(env: Env = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => issue.message));
  const values = parsed.data;
  const port = values.CONTENT_PORT ?? 3001;
  const databaseUrl = values.DATABASE_URL ?? null;
  const dataDir = values.CONTENT_DATA_DIR;
  const productShortName = values.PRODUCT_SHORT_NAME ?? "YU";
  return {
    port,
    host: values.CONTENT_HOST ?? "localhost",
    databaseUrl,
    dataDir: dataDir === undefined ? path.join(REPO_ROOT, ".data", "content") : dataDir.startsWith("memory://") ? dataDir : path.resolve(dataDir),
    contentDir: path.resolve(values.CONTENT_DIR ?? path.join(REPO_ROOT, "content")),
    basicAuth: values.CONTENT_BASIC_AUTH ?? null,
    publicUrl: (values.CONTENT_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    productName: values.PRODUCT_NAME ?? "Yarra University",
    productShortName,
    productSlug: productShortName.toLowerCase(),
    logLevel: values.LOG_LEVEL ?? "info",
    jwtSecret: values.CONTENT_JWT_SECRET ?? null,
    jwtTtlSeconds: values.CONTENT_JWT_TTL_SECONDS ?? 600,
    // Their passwords are public: an embedded database is a local one, a PostgreSQL server may be anyone's.
    demoEditors: values.CONTENT_DEMO_EDITORS ?? databaseUrl === null,
    scale: values.CONTENT_SCALE ?? 0,
    trustProxy: values.CONTENT_TRUST_PROXY,
    webformRateLimit: values.CONTENT_WEBFORM_RATE_LIMIT ?? 10,
    searchRateLimit: values.CONTENT_SEARCH_RATE_LIMIT ?? 120,
    webformMinFillMs: values.CONTENT_WEBFORM_MIN_FILL_MS ?? 3_000,
    loginSlowdown: {
      after: values.CONTENT_LOGIN_SLOWDOWN_AFTER ?? DEFAULT_LOGIN_SLOWDOWN.after,
      firstMs: values.CONTENT_LOGIN_SLOWDOWN_FIRST_MS ?? DEFAULT_LOGIN_SLOWDOWN.firstMs,
      maxMs: values.CONTENT_LOGIN_SLOWDOWN_MAX_MS ?? DEFAULT_LOGIN_SLOWDOWN.maxMs,
    },
    revalidateUrls: values.CONTENT_REVALIDATE_URLS ?? [],
    revalidateSecret: values.CONTENT_REVALIDATE_SECRET ?? null,
    purgeUrls: values.CONTENT_PURGE_URLS ?? [],
    purgeSecret: values.CONTENT_PURGE_SECRET ?? null,
    metricsPort: values.CONTENT_METRICS_PORT ?? null,
    metricsHost: values.CONTENT_METRICS_HOST ?? "127.0.0.1",
  };
}
