import "server-only";
import { LRUCache } from "lru-cache";
import { Agent } from "undici";
import { z } from "zod";
import { config } from "@/config/env";
import { processWide } from "@/config/process-wide";
import { WRITE_TIMEOUT_MS } from "@/config/constants";
import { SECTION_CACHE_TAGS } from "./cache-tag-names.mjs";
import type { TideContext } from "./context";
import { TideError } from "./errors";
import { basicAuthorization, bearerToken, buildTideHeaders } from "./request-headers";
import { buildTideUrl, type QueryParams } from "./request-url";
import { recordResponseTags, siteTags } from "./response-tags";
import { errorDocumentSchema } from "./types";
import { startUpstreamCall } from "./upstream-call";
import { contentEndpoint, type SearchEndpoint, type UpstreamEndpoint, type UpstreamService } from "./upstream-endpoint";

/** Next's fetch options (declared here so this module type-checks without Next's global types). */
export interface TideFetchInit extends RequestInit {
  next?: { revalidate?: number | false; tags?: string[] };
  /** The connection pool of the call (undici's): it bounds the call even where Next drops the signal. */
  dispatcher?: Agent;
}
export type TideFetch = (url: string, init: TideFetchInit) => Promise<Response>;

const globalFetch: TideFetch = (url, init) => fetch(url, init);

/** Tests pass a fake; null restores the global (Next-patched) fetch. */
export function setTideFetch(next: TideFetch | null): void {
  client.fetch = next ?? globalFetch;
}

export interface TideRequestOptions {
  ctx: TideContext;
  query?: QueryParams;
  /** Seconds a public read may be served from Next's data cache (default: REVALIDATE_SECONDS). */
  revalidate?: number | false;
  /** The site's own Next cache tags for this read (kept apart from the content's: tide/response-tags.ts). */
  tags?: string[];
  /** Tags in the content service's own vocabulary (`node:4821`) known before the read, so its invalidations reach it. */
  contentTags?: string[];
  timeoutMs?: number;
  /** Never cache this read (tokens, anything per visitor), even without a token in the context. */
  noStore?: boolean;
}

export interface TideResponse<T> {
  data: T;
  status: number;
  /** From `section-cache-tags`, de-duplicated, for the site's own response. */
  cacheTags: string[];
  appType: string | null;
}

function cacheTagsOf(res: Response): string[] {
  const header = res.headers.get(SECTION_CACHE_TAGS) ?? "";
  return [...new Set(header.split(/\s+/).filter((t) => t !== ""))];
}

function isTimeout(e: unknown): boolean {
  const name = e && typeof e === "object" ? (e as { name?: unknown }).name : undefined;
  if (name === "TimeoutError" || name === "AbortError") return true;
  // The pool's own deadlines (below), as fetch reports them: TypeError("fetch failed") caused by undici's error.
  const code = e instanceof TypeError ? (e.cause as { code?: unknown } | undefined)?.code : undefined;
  return code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT" || code === "UND_ERR_CONNECT_TIMEOUT";
}

/*
 * Every call is bounded by its timeout twice over. The signal bounds the caller's wait. But Next drops the signal
 * when it refreshes a stale cached read in the background (a page then waits for that refresh before it is kept),
 * and undici's own defaults would let it wait 300 s for headers: the call's connection pool carries the same
 * deadlines (connect, headers, each body chunk), so no read, cached or not, outlives its timeout.
 */
function boundedPool(timeoutMs: number): Agent {
  let pool = client.pools.get(timeoutMs);
  if (pool === undefined) {
    pool = new Agent({ headersTimeout: timeoutMs, bodyTimeout: timeoutMs, connect: { timeout: timeoutMs } });
    client.pools.set(timeoutMs, pool);
  }
  return pool;
}

/**
 * Ours: how long a read that timed out is answered "timed out" at once, without asking again. A page that fails
 * is rendered again for its error view, and one page may make the same read more than once in a row; each would
 * otherwise wait out the whole timeout again, multiplying it.
 */
export const TIMED_OUT_MEMORY_MS = 10_000;

/**
 * Ours: how long a read of a service that has just let a call time out may wait. A page that fails makes more than one
 * read of different things in a row (its route, then the site data of its error view), and a hanging service would
 * make each wait out the whole timeout: a page's 503 took twice the timeout and more. Once a call to a service times
 * out, the service is "not answering" until any answer comes from it or TIMED_OUT_MEMORY_MS passes without another
 * timeout, and each read of it meanwhile gives up after this long (posts keep their own timeout). A service that is
 * merely slow on one read answers the others, which ends it at once.
 */
export const NOT_ANSWERING_READ_TIMEOUT_MS = 1_000;

/**
 * The content client's state: one per process (config/process-wide.ts), so that what the server's page steps
 * learn of a service (a read that timed out, a service not answering) the pages know too, and every read shares
 * the connection pools.
 */
const client = processWide("yu.site.content-client", () => ({
  fetch: globalFetch,
  pools: new Map<number, Agent>(),
  /** Reads that timed out, by URL. */
  timedOut: new LRUCache<string, true>({ max: 1_000, ttl: TIMED_OUT_MEMORY_MS }),
  /** Services not answering, by origin. */
  notAnswering: new LRUCache<string, true>({ max: 100, ttl: TIMED_OUT_MEMORY_MS }),
}));

/** The service a URL is of (its origin), for what the client remembers of it. */
function serviceOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/** Forgets the reads that timed out, and which services were not answering (tests). */
export function forgetTimeouts(): void {
  client.timedOut.clear();
  client.notAnswering.clear();
}

/** Retry-After as sent, when it is a plausible value (delta-seconds or an HTTP date). */
function retryAfterOf(res: Response): { retryAfter?: string } {
  const value = res.headers.get("retry-after")?.trim();
  return value && value.length <= 64 ? { retryAfter: value } : {};
}

function errorFromBody(json: unknown, res: Response, url: string): TideError {
  const parsed = errorDocumentSchema.safeParse(json);
  const first = parsed.success ? parsed.data.errors[0] : undefined;
  // Drupal sends status as a string or a number; fall back to the HTTP status when it is missing or odd.
  const status = first?.status !== undefined && first.status >= 400 && first.status <= 599 ? first.status : res.status;
  // Drupal's non-JSON:API endpoints (user/login) answer {"message": "…"} instead.
  const message = json && typeof json === "object" ? (json as { message?: unknown }).message : undefined;
  const title = first?.title || (typeof message === "string" && message) || res.statusText || `Content service answered ${res.status}`;
  return new TideError(status, title, first?.detail, { url, ...(json === null ? {} : { body: json }), ...retryAfterOf(res) });
}

interface SendInput<T> {
  /** Which service and kind of endpoint the call asks, for its span and metric (tide/upstream-call.ts). */
  service: UpstreamService;
  endpoint: UpstreamEndpoint;
  method: "GET" | "POST";
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  schema: z.ZodType<T>;
  timeoutMs: number;
  cachePolicy: Pick<TideFetchInit, "cache" | "next">;
}

async function send<T>(input: SendInput<T>): Promise<TideResponse<T>> {
  const { url } = input;
  const reading = input.method === "GET";
  const service = serviceOf(url);
  const timeoutMs = reading && client.notAnswering.has(service) ? Math.min(input.timeoutMs, NOT_ANSWERING_READ_TIMEOUT_MS) : input.timeoutMs;
  if (reading && client.timedOut.has(url)) {
    throw new TideError(504, "Content service timed out", `no answer within ${input.timeoutMs} ms moments ago`, { url });
  }
  let res: Response;
  let text: string;
  const call = startUpstreamCall({
    service: input.service, endpoint: input.endpoint, method: input.method, url, headers: input.headers,
    cacheable: input.cachePolicy.next !== undefined,
  });
  try {
    // One signal for the whole exchange: a body that trickles in past the deadline is a timeout too.
    const signal = AbortSignal.timeout(timeoutMs);
    [res, text] = await call.run(async () => {
      const answer = await client.fetch(url, {
        method: input.method,
        headers: call.headers,
        ...(input.body !== undefined ? { body: input.body } : {}),
        signal,
        dispatcher: boundedPool(timeoutMs),
        ...input.cachePolicy,
      });
      return [answer, await answer.text()] as const;
    });
  } catch (e) {
    if (isTimeout(e)) {
      call.failed("timeout", e);
      if (reading) client.timedOut.set(url, true);
      client.notAnswering.set(service, true);
      throw new TideError(504, "Content service timed out", `no answer within ${timeoutMs} ms`, { cause: e, url });
    }
    // undici reports refused connections, DNS and TLS failures as TypeError("fetch failed").
    if (e instanceof TypeError) {
      call.failed("error", e);
      const code = (e.cause as { code?: unknown } | undefined)?.code;
      throw new TideError(503, "Content service unavailable", typeof code === "string" ? code : e.message, { cause: e, url });
    }
    // Anything else (notably Next's own control-flow errors during prerendering) must pass through untouched.
    call.abandoned();
    throw e;
  }
  call.answered(res.status);
  client.notAnswering.delete(service);

  let json: unknown = null;
  if (text !== "") {
    try {
      json = JSON.parse(text);
    } catch (e) {
      if (!res.ok) throw new TideError(res.status, res.statusText || `Content service answered ${res.status}`, undefined, { url, ...retryAfterOf(res) });
      throw new TideError(502, "Invalid response from content service", "body is not JSON", { cause: e, url });
    }
  }
  if (!res.ok) throw errorFromBody(json, res, url);

  const parsed = input.schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? `${issue.path.join(".") || "(root)"}: ${issue.message}` : "invalid";
    throw new TideError(502, "Unexpected response from content service", where, { url });
  }
  return { data: parsed.data, status: res.status, cacheTags: cacheTagsOf(res), appType: res.headers.get("x-sdp-app-type") };
}

/** GET a content API resource and parse it with `schema`. `path` is relative to /api/v1/ unless it starts with `/`. */
export async function tideGet<T>(path: string, schema: z.ZodType<T>, options: TideRequestOptions): Promise<TideResponse<T>> {
  const cfg = config();
  const { ctx } = options;
  const personal = options.noStore === true || bearerToken(ctx.authToken) !== null || Boolean(ctx.preview);
  const url = buildTideUrl({ baseUrl: cfg.contentApiUrl, path, ctx, query: options.query });
  const headers = buildTideHeaders({
    // Next keys its data cache on request headers: a per-request id would make every public read a miss.
    requestId: personal ? ctx.requestId : undefined,
    authToken: ctx.authToken,
    basicAuth: cfg.contentBasicAuth,
  });
  const timeoutMs = options.timeoutMs ?? cfg.contentReadTimeoutMs;
  const endpoint = contentEndpoint(path);
  if (personal) return send({ service: "content", endpoint, method: "GET", url, headers, schema, timeoutMs, cachePolicy: { cache: "no-store" } });
  const tags = [...siteTags(options.tags ?? []), ...(options.contentTags ?? [])];
  const next = { revalidate: options.revalidate ?? cfg.revalidateSeconds, ...(tags.length > 0 ? { tags } : {}) };
  const res = await send({ service: "content", endpoint, method: "GET", url, headers, schema, timeoutMs, cachePolicy: { next } });
  await recordTags(res.cacheTags);
  return res;
}

/** The content's tags of a public read, for the page that used it (tide/response-tags.ts). */
export function recordTags(tags: readonly string[]): Promise<void> {
  return recordResponseTags(tags, (url, init) => client.fetch(url, init));
}

export interface TidePostOptions {
  ctx: TideContext;
  query?: QueryParams;
  timeoutMs?: number;
  /** The visitor's address, for the content service's rate limits (it believes it only from CONTENT_TRUST_PROXY). */
  forwardedFor?: string | undefined;
  /** The browser's key for a submission, passed on so a retried send is stored once (Idempotency-Key). */
  idempotencyKey?: string | undefined;
}

function postTarget(path: string, options: TidePostOptions): { url: string; headers: Record<string, string> } {
  const cfg = config();
  const { ctx } = options;
  return {
    url: buildTideUrl({ baseUrl: cfg.contentApiUrl, path, ctx: { ...ctx, preview: null }, query: options.query }),
    headers: {
      ...buildTideHeaders({ requestId: ctx.requestId, authToken: ctx.authToken, basicAuth: cfg.contentBasicAuth }),
      ...(options.forwardedFor ? { "X-Forwarded-For": options.forwardedFor } : {}),
      ...(options.idempotencyKey ? { "Idempotency-Key": options.idempotencyKey } : {}),
    },
  };
}

/** POST a JSON:API body; never cached. `site` is appended to whatever query the path already has. */
export function tidePost(path: string, body: unknown, options: TidePostOptions): Promise<TideResponse<unknown>>;
export function tidePost<T>(
  path: string,
  body: unknown,
  options: TidePostOptions & { schema: z.ZodType<T> },
): Promise<TideResponse<T>>;
export async function tidePost(
  path: string,
  body: unknown,
  options: TidePostOptions & { schema?: z.ZodType<unknown> },
): Promise<TideResponse<unknown>> {
  return sendPost(path, options, body === undefined ? undefined : JSON.stringify(body), options.schema ?? z.unknown());
}

export interface TidePostBytesOptions<T> extends TidePostOptions {
  schema: z.ZodType<T>;
}

/** POST bytes as they came (a multipart file upload) under their own Content-Type; never cached. */
export async function tidePostBytes<T>(
  path: string,
  body: Uint8Array<ArrayBuffer>,
  contentType: string,
  options: TidePostBytesOptions<T>,
): Promise<TideResponse<T>> {
  return sendPost(path, options, body, options.schema, contentType);
}

/** A POST to the content service, never cached; `contentType` replaces the JSON:API one. */
function sendPost<T>(
  path: string,
  options: TidePostOptions,
  body: SendInput<T>["body"],
  schema: z.ZodType<T>,
  contentType?: string,
): Promise<TideResponse<T>> {
  const { url, headers } = postTarget(path, options);
  if (contentType !== undefined) headers["Content-Type"] = contentType;
  return send({
    service: "content",
    endpoint: contentEndpoint(path),
    method: "POST",
    url,
    headers,
    ...(body === undefined ? {} : { body }),
    schema,
    timeoutMs: options.timeoutMs ?? WRITE_TIMEOUT_MS,
    cachePolicy: { cache: "no-store" },
  });
}

export interface ServiceGetOptions {
  /** Which of the search service's endpoints the URL is (its span and metric label). */
  endpoint: SearchEndpoint;
  timeoutMs: number;
  requestId?: string | null;
  /** Seconds Next's data cache may keep the answer (what a cached page may read); never kept without it. */
  revalidateSeconds?: number;
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

/**
 * GET a plain JSON endpoint beside the content API (the Funnelback-compatible search service), never
 * cached unless `revalidateSeconds` says so. The content host's Basic credentials go only to that host: a real Funnelback elsewhere never
 * sees them.
 */
export async function serviceGet<T>(url: string, schema: z.ZodType<T>, options: ServiceGetOptions): Promise<TideResponse<T>> {
  const cfg = config();
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.requestId) headers["X-Request-Id"] = options.requestId;
  if (cfg.contentBasicAuth && sameOrigin(url, cfg.contentApiUrl)) headers.Authorization = basicAuthorization(cfg.contentBasicAuth);
  const cachePolicy: SendInput<T>["cachePolicy"] = options.revalidateSeconds === undefined
    ? { cache: "no-store" }
    : { next: { revalidate: options.revalidateSeconds } };
  return send({ service: "search", endpoint: options.endpoint, method: "GET", url, headers, schema, timeoutMs: options.timeoutMs, cachePolicy });
}
