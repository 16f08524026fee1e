import { AsyncLocalStorage } from "node:async_hooks";
import { processWide } from "@/config/process-wide";

/*
 * The searches a page request made the search service do: what the page steps charge to the visitor's search budget
 * (page-steps/search-budget.ts). A search page answered from the page cache, or one whose search the site's memo
 * already held, made none, and costs nothing. The page steps open a request's tally before Next runs; the site's
 * search clients (search-client.ts, course-search.ts) note each call that leaves for the service, as their memo
 * misses; the page steps read the tally once the answer is sent.
 *
 * The page steps run in Next's instrumentation bundle and the searches in its pages' bundles, each with its own copy
 * of this module: the storage is one per process (config/process-wide.ts), so that both see the same one.
 */

/** One page request's tally of calls to the search service. */
export interface SearchWork {
  /** Calls noted while the request was being answered. */
  readonly calls: number;
}

interface Tally extends SearchWork {
  calls: number;
  /** Answered: later calls are the page's own background work (a stale page refreshed), unless `late` takes them. */
  closed: boolean;
  late: (() => void) | null;
}

const storage = processWide("yu.site.search-work", () => new AsyncLocalStorage<Tally | null>());

/**
 * Opens a tally for the request being handled: everything that runs from here on in this request (Next, the page's
 * render and its searches) notes its calls in it. Called before anything is awaited in the request's handling.
 */
export function openSearchWork(): SearchWork {
  const tally: Tally = { calls: 0, closed: false, late: null };
  storage.enterWith(tally);
  return tally;
}

/** Says that the request being handled notes nothing (a page that is no search): it takes no other request's tally. */
export function noSearchWork(): void {
  storage.enterWith(null);
}

/**
 * Closes a tally once its answer is sent, and returns its calls. A call noted later goes to `late` (a request
 * whose visitor left before the page was made: its render goes on, and is still charged), or, without it, is free
 * (a stale page refreshed in the background, after the visitor was answered from the cache).
 */
export function closeSearchWork(work: SearchWork, late: (() => void) | null = null): number {
  const tally = work as Tally;
  tally.closed = true;
  tally.late = late;
  return tally.calls;
}

/** Notes one call to the search service for the request being handled (a memo miss in the site's search clients). */
export function noteSearchCall(): void {
  const tally = storage.getStore();
  if (!tally) return;
  if (!tally.closed) tally.calls += 1;
  else tally.late?.();
}
