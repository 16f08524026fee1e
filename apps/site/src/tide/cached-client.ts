import "server-only";
import { LRUCache } from "lru-cache";
import type { z } from "zod";
import { SECOND_CLIENT_CACHE } from "@/config/constants";
import { bearerToken } from "./request-headers";
import { recordTags, tideGet, type TideRequestOptions, type TideResponse } from "./http";
import { buildTideUrl } from "./request-url";

/* The second, in-process cached client of spec §7/§9: 24 entries for 5 minutes, for small reads that every
 * visitor shares (media, chat block, terms). Personal requests (token, preview) never touch it. */

const store = new LRUCache<string, { value: unknown }>({
  max: SECOND_CLIENT_CACHE.max,
  ttl: SECOND_CLIENT_CACHE.ttlMs,
  // Read the global clock on every check (no debounced "now", no captured reference): with 24 entries the
  // cost is nil, and fake timers in tests then move the cache's time too.
  ttlResolution: 0,
  perf: { now: () => performance.now() },
});
const inflight = new Map<string, Promise<unknown>>();

/**
 * The cached value for `key`, loading it once (concurrent callers share one load). Failures are not cached,
 * nor are values `keep` rejects (an empty list after an outage must not stick for five minutes).
 */
export async function remember<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
  const hit = store.get(key);
  // Values are stored untyped; each key is written by exactly one caller with one type, so the cast holds.
  if (hit) return hit.value as T;
  const pending = inflight.get(key);
  if (pending) return pending as Promise<T>;
  const loading = load()
    .then((value) => {
      if (keep(value)) store.set(key, { value });
      return value;
    })
    .finally(() => inflight.delete(key));
  inflight.set(key, loading);
  return loading;
}

/** tideGet through the shared cache; personal requests go straight to the content service. */
export async function cachedGet<T>(path: string, schema: z.ZodType<T>, options: TideRequestOptions): Promise<TideResponse<T>> {
  const { ctx } = options;
  if (options.noStore || ctx.preview || bearerToken(ctx.authToken) !== null) return tideGet(path, schema, options);
  const key = `get ${buildTideUrl({ baseUrl: "", path, ctx, query: options.query })}`;
  const res = await remember(key, () => tideGet(path, schema, options));
  // A read this process kept made no fetch: its content tags still belong to the page that uses it.
  await recordTags(res.cacheTags);
  return res;
}

/** Empties the shared cache (tests; an on-demand revalidation hook could call it too). */
export function clearSharedCache(): void {
  store.clear();
  inflight.clear();
}
