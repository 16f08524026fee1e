import { Counter, Gauge } from "prom-client";
import { metricOnce, processRegistry } from "./process-registry.ts";

/** How a memo's lookup was answered (`@yu/memo-cache`'s `MemoLookup`: the same words, named here without importing it). */
export const MEMO_LOOKUPS = ["hit", "miss", "shared", "stale", "failure"] as const;
export type MemoLookupResult = (typeof MEMO_LOOKUPS)[number];

/** A memo's observer (structurally `@yu/memo-cache`'s `MemoObserver`). */
export interface MemoFigures {
  lookup(result: MemoLookupResult): void;
  watch(memo: { readonly size: number }): void;
}

/** The memos being watched for the entries gauge, per app and cache: one set per process, whichever bundle asks. */
function watchedMemos(prefix: string): Map<string, Set<WeakRef<{ readonly size: number }>>> {
  const holder = globalThis as typeof globalThis & { [key: symbol]: Map<string, Set<WeakRef<{ readonly size: number }>>> | undefined };
  const key = Symbol.for(`yu.metrics.${prefix}.memos`);
  return (holder[key] ??= new Map());
}

/**
 * The in-process memos' figures of one app (`prefix`: `site`, `content`), in its process registry:
 * `<prefix>_memo_cache_lookups_total{cache, result}` and `<prefix>_memo_cache_entries{cache}` (the entries kept now,
 * read when scraped). `caches` is the app's fixed set of memo names (the label stays bounded); each starts at zero.
 * Answers `figuresOf(cache)`, the observer a memo of that name takes (`memoCache({ …, observer })`).
 */
export function memoCacheFigures<N extends string>(prefix: string, caches: readonly N[]): (cache: N) => MemoFigures {
  const registry = processRegistry(prefix);
  const watched = watchedMemos(prefix);
  const lookups = metricOnce(registry, `${prefix}_memo_cache_lookups_total`, () => new Counter({
    name: `${prefix}_memo_cache_lookups_total`,
    help: "Lookups in the in-process memos, by memo and result (hit, miss, shared in-flight load, stale served, remembered failure).",
    labelNames: ["cache", "result"] as const,
    registers: [registry],
  }));
  metricOnce(registry, `${prefix}_memo_cache_entries`, () => new Gauge({
    name: `${prefix}_memo_cache_entries`,
    help: "Answers kept now in the in-process memos, by memo.",
    labelNames: ["cache"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [cache, memos] of watched) {
        let entries = 0;
        for (const ref of memos) {
          const memo = ref.deref();
          if (memo === undefined) memos.delete(ref);
          else entries += memo.size;
        }
        this.labels(cache).set(entries);
      }
    },
  }));
  for (const cache of caches) for (const result of MEMO_LOOKUPS) lookups.labels(cache, result).inc(0);
  return (cache) => {
    const counted = new Map(MEMO_LOOKUPS.map((result) => [result, lookups.labels(cache, result)]));
    return {
      lookup: (result) => counted.get(result)?.inc(),
      watch: (memo) => {
        let memos = watched.get(cache);
        if (memos === undefined) watched.set(cache, (memos = new Set()));
        memos.add(new WeakRef(memo));
      },
    };
  };
}
