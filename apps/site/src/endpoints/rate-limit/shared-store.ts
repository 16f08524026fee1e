import { Redis } from "ioredis";
import { processWide } from "@/config/process-wide";
import { log } from "@/tide/log";

/** How often a store that stays down is reported again. */
const WARN_EVERY_MS = 60_000;

/** The connections, by URL: one per process (config/process-wide.ts), whichever of Next's bundles asks. */
const connections = processWide("yu.site.rate-limit-redis", () => new Map<string, Redis>());

/**
 * The Redis connection the rate limits share (one per process and URL). Commands fail at once while it is down
 * (no offline queue), so every limit falls back to its in-memory twin rather than waiting; each outage is logged
 * as a warning, once a minute at most, and its end as a note.
 */
export function sharedStore(url: string): Redis {
  const existing = connections.get(url);
  if (existing) return existing;
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 500, 5_000),
  });
  let warnedAt = 0;
  let down = false;
  client.on("error", (error: Error) => {
    const now = Date.now();
    down = true;
    if (now - warnedAt < WARN_EVERY_MS) return;
    warnedAt = now;
    log.warn("The rate limits' Redis store is unavailable; limiting in this process's memory until it is back", { error: error.message });
  });
  client.on("ready", () => {
    if (down) log.info("The rate limits' Redis store is back");
    down = false;
  });
  connections.set(url, client);
  return client;
}
