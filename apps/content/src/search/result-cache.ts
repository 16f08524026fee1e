import { LRUCache } from "lru-cache";

/**
 * A small in-process cache of computed answers: at most `max` entries (least recently used evicted first),
 * each kept `ttlMs`; concurrent misses of one key share a single load, and failed loads are not kept.
 */
export class ResultCache<V extends NonNullable<unknown>> {
  private readonly cache: LRUCache<string, V, () => Promise<V>>;

  constructor(max: number, ttlMs: number, now: () => number = () => performance.now()) {
    this.cache = new LRUCache<string, V, () => Promise<V>>({
      max, ttl: ttlMs, ttlResolution: 0, perf: { now },
      fetchMethod: (_key, _stale, { context }) => context(),
      // A load under way when clear() aborts it still answers its own callers, but is not kept: clear() emptied the
      // slot it would have filled.
      ignoreFetchAbort: true,
    });
  }

  get size(): number {
    return this.cache.size;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const value = await this.cache.fetch(key, { context: load });
    if (value === undefined) throw new Error(`result cache: no answer for ${key}`);
    return value;
  }

  /** Forgets every answer (the content changed): the next request of each key computes it again. */
  clear(): void {
    this.cache.clear();
  }
}
