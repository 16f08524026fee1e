/**
 * A small in-process cache of computed answers: at most `max` entries (least recently used evicted first),
 * each kept `ttlMs`; concurrent misses of one key share a single load, and failed loads are not kept.
 */
export class ResultCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly loading = new Map<string, Promise<V>>();
  /** Moves on every clear(), so that an answer computed before it is not kept after it. */
  private generation = 0;

  constructor(private readonly max: number, private readonly ttlMs: number, private readonly now: () => number = () => performance.now()) {}

  get size(): number {
    return this.entries.size;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      this.entries.delete(key);
      if (entry.expires > this.now()) {
        // Re-inserted so that Map order stays least recently used first.
        this.entries.set(key, entry);
        return entry.value;
      }
    }
    const pending = this.loading.get(key);
    if (pending !== undefined) return pending;
    const generation = this.generation;
    const started = load().then((value) => {
      if (generation !== this.generation) return value;
      this.entries.set(key, { value, expires: this.now() + this.ttlMs });
      while (this.entries.size > this.max) {
        const oldest = this.entries.keys().next();
        if (oldest.done === true) break;
        this.entries.delete(oldest.value);
      }
      return value;
    }).finally(() => {
      if (this.loading.get(key) === started) this.loading.delete(key);
    });
    this.loading.set(key, started);
    return started;
  }

  /** Forgets every answer (the content changed): the next request of each key computes it again. */
  clear(): void {
    this.entries.clear();
    this.loading.clear();
    this.generation += 1;
  }
}
