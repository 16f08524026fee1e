import { LRUCache } from "lru-cache";

export interface MemoCacheOptions<K, V, C> {
  /** How many answers are kept at most (least recently used out first). */
  max: number;
  /** How long an answer is kept, in milliseconds (omitted: until pushed out). */
  ttlMs?: number;
  /** A bound on the kept answers' total size, with the size of each. */
  maxSize?: { total: number; of: (value: V, key: K) => number };
  /** Loads the answer for `key`; the context is the first concurrent caller's (a request id, say). */
  load: (key: K, context: C) => Promise<V>;
  /** Answers returned but not kept (an empty list after an outage must not stick). */
  keep?: (value: V, context: C) => boolean;
  /** Once an answer has expired, go on serving it while it is loaded again, and keep it when that load fails. */
  serveStale?: boolean;
  /** A failure that `remember` accepts (all by default) is thrown again at once, without a load, for `ttlMs`. */
  failures?: { ttlMs: number; remember?: (error: unknown) => boolean };
  /** Told of every lookup and given the memo once made: how an app counts its caches without this package knowing it. */
  observer?: MemoObserver;
}

/**
 * How a lookup was answered: `hit` (a fresh kept answer), `miss` (a load), `shared` (joined a load under way),
 * `stale` (an expired answer served while it is loaded again), `failure` (a remembered failure thrown again).
 */
export type MemoLookup = "hit" | "miss" | "shared" | "stale" | "failure";

/** Whatever counts a memo's lookups (an app's metrics): the package names no app, no registry and no metric. */
export interface MemoObserver {
  /** Each lookup's result, as it starts. */
  lookup(result: MemoLookup): void;
  /** The memo once made, to read its `size` when wanted (a gauge's collection). */
  watch?(memo: { readonly size: number }): void;
}

/** `get(key)`, or `get(key, context)` when the memo takes a context. */
type ContextArg<C> = undefined extends C ? [context?: C] : [context: C];

export interface MemoCache<K, V, C = undefined> {
  /** The kept answer for `key`, or one load of it shared by every concurrent caller; rejects when the load fails. */
  get(key: K, ...context: ContextArg<C>): Promise<V>;
  /** Forgets every answer and failure (loads under way still settle for their callers). */
  clear(): void;
  /** How many answers are kept. */
  readonly size: number;
}

interface Kept<V> {
  value: V;
}

interface Call<C> {
  context: C;
}

// Read the clock on every check (no debounced "now", no captured reference): fake timers in tests then move the
// memo's time too, and the cost is nil at these sizes.
const CLOCK = { ttlResolution: 0, perf: { now: () => performance.now() } } as const;

/**
 * A bounded, expiring memo (lru-cache's `fetch`): concurrent lookups of a key share one load, failures are not
 * kept (unless `failures` says to throw them again for a while), and any value may be kept, `undefined` too.
 */
export function memoCache<K extends NonNullable<unknown>, V, C = undefined>(options: MemoCacheOptions<K, V, C>): MemoCache<K, V, C> {
  const { load, keep, failures } = options;
  const answers = new LRUCache<K, Kept<V>, Call<C>>({
    max: options.max,
    ...(options.ttlMs === undefined ? {} : { ttl: options.ttlMs }),
    ...(options.maxSize === undefined ? {} : { maxSize: options.maxSize.total, sizeCalculation: (kept: Kept<V>, key: K) => options.maxSize?.of(kept.value, key) ?? 1 }),
    ...(options.serveStale ? { allowStale: true, noDeleteOnFetchRejection: true } : {}),
    // A load under way when its answer is forgotten (clear, or pushed out) still answers the callers waiting on it.
    ignoreFetchAbort: true,
    ...CLOCK,
    fetchMethod: async (key, _stale, { context }) => ({ value: await load(key, context.context) }),
  });
  const failed = failures ? new LRUCache<K, { error: unknown }>({ max: options.max, ttl: failures.ttlMs, ...CLOCK }) : null;

  const observer = options.observer;
  const memo: MemoCache<K, V, C> = {
    async get(key, ...[context]) {
      const known = failed?.get(key);
      if (known) {
        observer?.lookup("failure");
        throw known.error;
      }
      const call: Call<C> = { context: context as C };
      let kept: Kept<V> | undefined;
      try {
        const status: LRUCache.Status<K, Kept<V>, Call<C>> | undefined = observer ? {} : undefined;
        const pending = answers.fetch(key, { context: call, ...(status ? { status } : {}) });
        if (status) observer?.lookup(lookupOf(status));
        kept = await pending;
      } catch (error) {
        if (failed && (failures?.remember?.(error) ?? true)) failed.set(key, { error });
        throw error;
      }
      // fetchMethod always answers an object: undefined only if lru-cache broke its contract.
      if (kept === undefined) throw new Error("memo-cache: the load answered nothing");
      if (keep && !keep(kept.value, call.context)) answers.delete(key);
      return kept.value;
    },
    clear() {
      answers.clear();
      failed?.clear();
    },
    get size() {
      return answers.size;
    },
  };
  observer?.watch?.(memo);
  return memo;
}

/** lru-cache's account of a fetch (set as the fetch starts) as one of ours. */
function lookupOf<K, V, C>(status: LRUCache.Status<K, V, C>): MemoLookup {
  if (status.returnedStale) return "stale";
  if (status.fetch === "hit") return "hit";
  if (status.fetch === "inflight") return "shared";
  return "miss";
}
