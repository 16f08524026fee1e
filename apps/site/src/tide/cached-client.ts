import "server-only";
import { memoCache } from "@yu/memo-cache";
import type { z } from "zod";
import { SECOND_CLIENT_CACHE } from "@/config/constants";
import { processWide } from "@/config/process-wide";
import { memoFigures } from "@/metrics/memo-figures";
import { bearerToken } from "./request-headers";
import { recordTags, tideGet, type TideRequestOptions, type TideResponse } from "./http";
import { buildTideUrl } from "./request-url";

/* The second, in-process cached client of spec §7/§9: 24 entries for 5 minutes, for small reads that every
 * visitor shares (media, chat block, terms). Personal requests (token, preview) never touch it. */

/** A read of one key: its loader, and which of its values may be kept. */
interface Read {
  load: () => Promise<unknown>;
  keep: (value: unknown) => boolean;
}

/** One per process (config/process-wide.ts): the pages, their render and the route handlers share it. */
const store = processWide("yu.site.memo.content-reads", () => memoCache<string, unknown, Read>({
  max: SECOND_CLIENT_CACHE.max,
  ttlMs: SECOND_CLIENT_CACHE.ttlMs,
  load: (_key, read) => read.load(),
  keep: (value, read) => read.keep(value),
  observer: memoFigures("content-reads"),
}));

/**
 * The cached value for `key`, loading it once (concurrent callers share one load). Failures are not cached,
 * nor are values `keep` rejects (an empty list after an outage must not stick for five minutes).
 */
export async function remember<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
  // Values are stored untyped; each key is written by exactly one caller with one type, so the casts hold.
  return (await store.get(key, { load, keep: (value) => keep(value as T) })) as T;
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
}
