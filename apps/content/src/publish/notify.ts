import { notifications } from "../metrics/registry.ts";
import { chunkTags } from "./notify-tags.ts";

/** Where a content change is announced: the sites (on-demand revalidation) and the HTTP caches (purge). */
export interface NotifyTargets {
  /** CONTENT_REVALIDATE_URLS: each site instance's `POST /api/revalidate`. */
  revalidateUrls: readonly string[];
  /** CONTENT_REVALIDATE_SECRET, sent as `Authorization: Bearer …`. */
  revalidateSecret: string | null;
  /** CONTENT_PURGE_URLS: Varnish addresses, sent `PURGE` with `xkey-purge`. */
  purgeUrls: readonly string[];
  /** CONTENT_PURGE_SECRET, sent as `X-Purge-Secret` when set. */
  purgeSecret: string | null;
}

export interface NotifyLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface NotifyOptions {
  /** Each attempt's limit (connection, answer and body), in ms. */
  timeoutMs?: number;
  /** Further attempts after a failed one. */
  retries?: number;
}

/** What one address answered to one batch of tags. */
export interface Delivery {
  url: string;
  tags: number;
  ok: boolean;
  /** The last attempt's HTTP status, null when it got no answer (refused, timed out). */
  status: number | null;
  attempts: number;
  error: string | null;
}

export interface NotifyReport {
  tags: string[];
  revalidated: Delivery[];
  purged: Delivery[];
}

export const NOTIFY_TIMEOUT_MS = 2_000;
export const NOTIFY_RETRIES = 1;

interface Attempt {
  status: number | null;
  error: string | null;
}

// A refusal that says the request itself is wrong (bad secret, bad tags) will not change on a second try.
function worthRetrying(attempt: Attempt): boolean {
  const { status } = attempt;
  return status === null || status >= 500 || status === 408 || status === 429;
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === "TimeoutError" || error.name === "AbortError") return "timed out";
    const code = (error.cause as { code?: unknown } | undefined)?.code;
    return typeof code === "string" ? code : error.message;
  }
  return String(error);
}

async function attempt(url: string, init: RequestInit, timeoutMs: number): Promise<Attempt> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: "manual" });
    // Read (and drop) the body so the connection is released within the same deadline.
    await response.arrayBuffer();
    return response.ok ? { status: response.status, error: null } : { status: response.status, error: `answered ${response.status}` };
  } catch (error) {
    return { status: null, error: reasonOf(error) };
  }
}

/**
 * Tells every site and HTTP cache which cache tags a content change touched. The sites revalidate first (in
 * parallel), then the caches are purged, so a purged page is fetched again from a site that has already
 * dropped its stale data. Failures are logged and reported, never thrown: a change is never undone because
 * a site or a cache is down.
 */
export class ContentNotifier {
  private readonly timeoutMs: number;
  private readonly retries: number;

  constructor(private readonly targets: NotifyTargets, private readonly log: NotifyLog, options: NotifyOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? NOTIFY_TIMEOUT_MS;
    this.retries = options.retries ?? NOTIFY_RETRIES;
  }

  /** Whether anything is told at all (both lists are empty by default). */
  get configured(): boolean {
    return this.revalidating || this.targets.purgeUrls.length > 0;
  }

  private get revalidating(): boolean {
    return this.targets.revalidateUrls.length > 0 && this.targets.revalidateSecret !== null;
  }

  async notify(changed: Iterable<string>): Promise<NotifyReport> {
    const tags = [...new Set(changed)].filter((tag) => tag !== "");
    if (tags.length === 0 || !this.configured) return { tags, revalidated: [], purged: [] };
    const batches = chunkTags(tags);
    const revalidated = this.revalidating ? await this.everywhere(this.targets.revalidateUrls, batches, (batch) => this.revalidateRequest(batch)) : [];
    const purged = await this.everywhere(this.targets.purgeUrls, batches, (batch) => this.purgeRequest(batch));
    return { tags, revalidated, purged };
  }

  private revalidateRequest(batch: readonly string[]): RequestInit {
    return {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${this.targets.revalidateSecret ?? ""}` },
      // Stamped, so that each site can tell how long a change took to reach it (its publish-to-live figure).
      body: JSON.stringify({ tags: batch, announcedAt: Date.now() }),
    };
  }

  private purgeRequest(batch: readonly string[]): RequestInit {
    const headers: Record<string, string> = { "xkey-purge": batch.join(" ") };
    if (this.targets.purgeSecret !== null) headers["x-purge-secret"] = this.targets.purgeSecret;
    return { method: "PURGE", headers };
  }

  /** Every address in parallel; each one's batches in turn. */
  private async everywhere(urls: readonly string[], batches: string[][], request: (batch: readonly string[]) => RequestInit): Promise<Delivery[]> {
    const perUrl = await Promise.all(urls.map(async (url) => {
      const deliveries: Delivery[] = [];
      for (const batch of batches) deliveries.push(await this.deliver(url, batch, request(batch)));
      return deliveries;
    }));
    return perUrl.flat();
  }

  private async deliver(url: string, batch: readonly string[], init: RequestInit): Promise<Delivery> {
    let attempts = 0;
    let last: Attempt = { status: null, error: null };
    do {
      attempts += 1;
      last = await attempt(url, init, this.timeoutMs);
    } while (last.error !== null && worthRetrying(last) && attempts <= this.retries);
    const delivery: Delivery = { url, tags: batch.length, ok: last.error === null, status: last.status, attempts, error: last.error };
    notifications.labels(init.method === "PURGE" ? "purge" : "revalidate", delivery.ok ? "delivered" : "failed").inc();
    const what = `${init.method ?? "POST"} ${url} (${batch.length} cache tag${batch.length === 1 ? "" : "s"})`;
    if (delivery.ok) this.log.info(`content change: ${what} answered ${String(last.status)}`);
    else this.log.warn(`content change: ${what} failed after ${attempts} attempt${attempts === 1 ? "" : "s"}: ${last.error ?? "unknown"}`);
    return delivery;
  }
}
