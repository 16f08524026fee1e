import { parseTrustedProxies, type TrustedProxies } from "@yu/visitor-address";
import { z } from "zod";
import { READ_TIMEOUT_MS, SITEMAP_MAX_URLS } from "./constants";
import { parseBudgets, type Budget, type BudgetName } from "./rate-limits";
import { processWide } from "./process-wide";
import { parseConfiguredParams } from "./search-form-params";
import { searchMetaClasses, searchMetaEnvFields, type SearchMetaClasses } from "./search-meta";
import { parseServedPaths } from "./served-paths";
import { parseSubsites, type Subsite } from "./subsites";

/** Turns "" into undefined so that an empty variable means "use the default". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

const url = z.url({ protocol: /^https?$/ });

/** A space- or comma-separated list of CSP host sources: http(s) origins, optionally with a `*.` wildcard host. */
const SOURCE = /^https?:\/\/(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:\d{1,5})?$/;
const sourceList = optional(z.string().max(2000).refine(
  (text) => text.split(/[\s,]+/).filter(Boolean).every((source) => SOURCE.test(source)),
  "must be http(s) origins such as https://images.example.edu or https://*.example.edu, separated by spaces",
));
const sources = (text: string | undefined): string[] => (text ?? "").split(/[\s,]+/).filter(Boolean);

const envSchema = z.object({
  CONTENT_API_URL: optional(url).default("http://localhost:3001"),
  CONTENT_BASIC_AUTH: optional(z.string().regex(/^[^:]+:.*$/, "must be user:password")),
  SITE_ID: optional(z.string().regex(/^\d+$/, "must be a number")).default("7"),
  PRODUCT_NAME: optional(z.string()).default("Yarra University"),
  PRODUCT_SHORT_NAME: optional(z.string().regex(/^[A-Za-z0-9]+$/, "letters and digits only")).default("YU"),
  SITE_ORIGIN: optional(url).default("http://localhost:3000"),
  MAIN_SITE_ORIGIN: optional(url),
  SERVED_PATHS: optional(z.string().max(4000)),
  SEARCH_API_URL: optional(url),
  SEARCH_SUGGEST_URL: optional(url),
  SEARCH_COLLECTION: optional(z.string()).default("yu-search"),
  SEARCH_COURSES_COLLECTION: optional(z.string()).default("yu-search-courses"),
  SEARCH_SCHOLARSHIPS_COLLECTION: optional(z.string()).default("yu-search-scholarships"),
  SEARCH_FORM_PARAMS: optional(z.string().max(500)),
  ...searchMetaEnvFields,
  REVALIDATE_SECONDS: optional(z.coerce.number().int().min(1)).default(60),
  REVALIDATE_SECRET: optional(z.string().min(16)),
  GTM_ID: optional(z.string().regex(/^GTM-[A-Z0-9]+$/)),
  GTM_SCRIPT_URL: optional(url).default("https://www.googletagmanager.com/gtm.js"),
  EXPERIMENTS_SCRIPT_URL: optional(url),
  CHAT_SCRIPT_URL: optional(url),
  SITE_MIDDLEWARE: optional(z.string()),
  CSP_IMG_SOURCES: sourceList,
  CSP_CONNECT_SOURCES: sourceList,
  CSP_FRAME_SOURCES: sourceList,
  CONTENT_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(120_000)),
  SITEMAP_PAGE_SIZE: optional(z.coerce.number().int().min(1).max(SITEMAP_MAX_URLS)).default(SITEMAP_MAX_URLS),
  SITE_TRUST_PROXY: optional(z.string().max(4000)),
  CONTENT_JWT_SECRET: optional(z.string().min(16).max(1000)),
  SITE_RATE_LIMITS: optional(z.string().max(2000)),
  SITE_SUBSITES: optional(z.string().max(100_000)),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/ })),
  SITE_READY_REQUIRES_REDIS: optional(z.enum(["true", "false"])).default("false"),
  SITE_PEER_ADDRESS_HEADER: optional(z.string().regex(/^x-[a-z0-9-]{1,100}$/)),
  SITE_ERROR_VIEW_HEADER: optional(z.string().regex(/^x-[a-z0-9-]{1,100}$/)),
  SITE_METRICS_PORT: optional(z.coerce.number().int().min(1).max(65535)),
  SITE_METRICS_HOST: optional(z.string().min(1).max(255)).default("127.0.0.1"),
});

export interface SiteConfig {
  contentApiUrl: string;
  contentBasicAuth: string | null;
  siteId: string;
  productName: string;
  productShortName: string;
  /** Lower-cased short name as it appears in paths: /study-at-{productSlug}. */
  productSlug: string;
  siteOrigin: string;
  mainSiteOrigin: string;
  /** SITE_SUBSITES (config/subsites.ts): the subsites under this host, the product's slug and short name filled in. */
  subsites: Subsite[];
  /** Path prefixes this site serves (spec §2.4); empty: all. Other paths go to the main site's host. */
  servedPaths: string[];
  searchApiUrl: string;
  searchSuggestUrl: string;
  searchCollection: string;
  /** The collection the course search (study-area pages, course finder) asks. */
  searchCoursesCollection: string;
  searchScholarshipsCollection: string;
  /** The search service's metadata classes the spec does not name (config/search-meta.ts): each one's name, or null when off. */
  searchMeta: SearchMetaClasses;
  /** Parameters the header's search form adds to /search (spec §2.4 "other configured parameters"). */
  searchFormParams: Record<string, string>;
  revalidateSeconds: number;
  revalidateSecret: string | null;
  gtmId: string | null;
  /** The tag manager's script (Google's, or a first-party tagging server); `?id={GTM_ID}` is added. */
  gtmScriptUrl: string;
  /** The experiments (A/B testing) script, when there is one. */
  experimentsScriptUrl: string | null;
  chatScriptUrl: string | null;
  /** Extra Content-Security-Policy sources for images, fetches and frames (config/security-headers.ts). */
  cspImgSources: string[];
  cspConnectSources: string[];
  cspFrameSources: string[];
  /** Page steps by name, in order (spec §7 "Middleware"); null means the defaults. */
  middleware: string[] | null;
  /** CONTENT_TIMEOUT_MS: read timeout of content requests (config/constants.ts READ_TIMEOUT_MS unless set). */
  contentReadTimeoutMs: number;
  /** URLs in one sitemap file; a site with more gets several. */
  sitemapPageSize: number;
  /** CONTENT_JWT_SECRET: the HS256 secret of editors' tokens, to check one before renewing it; null when unknown. */
  editorTokenSecret: string | null;
  /** SITE_TRUST_PROXY: the proxies in front of the site that may state whom they forward (X-Forwarded-For). */
  trustProxy: TrustedProxies;
  /** Per-visitor budgets (config/rate-limits.ts), with SITE_RATE_LIMITS's overrides. */
  rateLimits: Record<BudgetName, Budget>;
  /** REDIS_URL: the store the rate limits share across instances; null keeps them in memory. */
  redisUrl: string | null;
  /** SITE_READY_REQUIRES_REDIS: whether /api/ready fails while REDIS_URL's server does not answer (off: the page cache and the limits fall back to memory). */
  readyRequiresRedis: boolean;
  /** The header carrying the connection's peer (set by server/stages/peer-address.mjs); null when not started by server/server.mjs. */
  peerAddressHeader: string | null;
  /** The header of the server's own requests for an error view (set by server/stages/error-pages.mjs); null without it. */
  errorViewHeader: string | null;
  /** SITE_METRICS_PORT and SITE_METRICS_HOST: where the server answers `GET /metrics`; null port for nowhere. */
  metrics: { port: number | null; host: string };
}

const trimSlash = (u: string) => u.replace(/\/+$/, "");

/** Validates the environment once; throws a readable error naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): SiteConfig {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid site configuration:\n${lines.join("\n")}`);
  }
  const e = result.data;
  const trust = parseTrustedProxies(e.SITE_TRUST_PROXY);
  const budgets = parseBudgets(e.SITE_RATE_LIMITS);
  const subsites = parseSubsites(e.SITE_SUBSITES, e.PRODUCT_SHORT_NAME.toLowerCase(), e.PRODUCT_SHORT_NAME);
  const problems = [...(trust.ok ? [] : trust.problems.map((p) => `  SITE_TRUST_PROXY: ${p}`)),
    ...(budgets.ok ? [] : budgets.problems.map((p) => `  SITE_RATE_LIMITS: ${p}`)),
    ...(subsites.ok ? [] : subsites.problems.map((p) => `  SITE_SUBSITES: ${p}`))];
  if (!trust.ok || !budgets.ok || !subsites.ok) throw new Error(`Invalid site configuration:\n${problems.join("\n")}`);
  const contentApiUrl = trimSlash(e.CONTENT_API_URL);
  const siteOrigin = trimSlash(e.SITE_ORIGIN);
  return {
    contentApiUrl,
    contentBasicAuth: e.CONTENT_BASIC_AUTH ?? null,
    siteId: e.SITE_ID,
    productName: e.PRODUCT_NAME,
    productShortName: e.PRODUCT_SHORT_NAME,
    productSlug: e.PRODUCT_SHORT_NAME.toLowerCase(),
    siteOrigin,
    mainSiteOrigin: trimSlash(e.MAIN_SITE_ORIGIN ?? siteOrigin),
    subsites: subsites.subsites,
    servedPaths: parseServedPaths(e.SERVED_PATHS),
    searchApiUrl: e.SEARCH_API_URL ?? `${contentApiUrl}/s/search.json`,
    searchSuggestUrl: e.SEARCH_SUGGEST_URL ?? `${contentApiUrl}/s/suggest.json`,
    searchCollection: e.SEARCH_COLLECTION,
    searchCoursesCollection: e.SEARCH_COURSES_COLLECTION,
    searchScholarshipsCollection: e.SEARCH_SCHOLARSHIPS_COLLECTION,
    searchMeta: searchMetaClasses(e),
    searchFormParams: parseConfiguredParams(e.SEARCH_FORM_PARAMS ?? ""),
    revalidateSeconds: e.REVALIDATE_SECONDS,
    revalidateSecret: e.REVALIDATE_SECRET ?? null,
    gtmId: e.GTM_ID ?? null,
    gtmScriptUrl: e.GTM_SCRIPT_URL,
    experimentsScriptUrl: e.EXPERIMENTS_SCRIPT_URL ?? null,
    chatScriptUrl: e.CHAT_SCRIPT_URL ?? null,
    cspImgSources: sources(e.CSP_IMG_SOURCES),
    cspConnectSources: sources(e.CSP_CONNECT_SOURCES),
    cspFrameSources: sources(e.CSP_FRAME_SOURCES),
    middleware: e.SITE_MIDDLEWARE
      ? e.SITE_MIDDLEWARE.split(",").map((s) => s.trim()).filter(Boolean)
      : null,
    contentReadTimeoutMs: e.CONTENT_TIMEOUT_MS ?? READ_TIMEOUT_MS,
    sitemapPageSize: e.SITEMAP_PAGE_SIZE,
    editorTokenSecret: e.CONTENT_JWT_SECRET ?? null,
    trustProxy: trust.proxies,
    rateLimits: budgets.budgets,
    redisUrl: e.REDIS_URL ?? null,
    readyRequiresRedis: e.SITE_READY_REQUIRES_REDIS === "true",
    peerAddressHeader: e.SITE_PEER_ADDRESS_HEADER ?? null,
    errorViewHeader: e.SITE_ERROR_VIEW_HEADER ?? null,
    metrics: { port: e.SITE_METRICS_PORT ?? null, host: e.SITE_METRICS_HOST },
  };
}

/**
 * The site's configuration, read from process.env on first use: one object in the process, which the server's rules
 * and page steps, the pages and the route handlers all read (config/process-wide.ts).
 */
export function config(): SiteConfig {
  return processWide("yu.site.config", () => parseEnv(process.env));
}
