import { LRUCache } from "lru-cache";
import type { Verdict } from "@/endpoints/rate-limit/limiter";
import { closeSearchWork, type SearchWork } from "@/tide/search-work";

/*
 * The search budget charges for work, not for visits (docs/security.md, "Rate limits"). A search page's request is charged one
 * point for each search it makes the search service run: an answer from the page cache (this instance's or the
 * shared one) or from the site's search memo costs nothing, and a prefetch is never rendered at all.
 *
 * Before Next runs, a request whose page this instance has lately answered from its page cache (or just made and
 * kept there) goes through free, even for a visitor whose budget is spent: other people behind a busy address (a
 * class, a library, a campus Wi-Fi) keep getting the answers everyone shares. Any other one holds a point while
 * it is answered (refused with 429 when there is none left), so that a client asking many new searches at once
 * cannot run past its budget, and waits for one of its address's few lanes (SearchLanes), so that it cannot take
 * the instance's time from everybody else's pages. Once the answer is sent, the searches the request made
 * (search-work.ts) are what it pays: the point held is given back when it made none, and any beyond one are added.
 */

/** How a page's answer ended, as the server saw it. */
export interface PageAnswer {
  status: number;
  /** Next's `x-nextjs-cache`: HIT or STALE (from the page cache), MISS (just made, and kept there); null otherwise. */
  cache: string | null;
  /** Whether the whole answer was sent (false: the visitor left before it was). */
  complete: boolean;
}

/** One visitor's search budget (endpoints/rate-limit/spend.ts, the "search" budget). */
export interface VisitorBudget {
  spend(): Promise<Verdict>;
  adjust(points: number): Promise<void>;
}

export type SearchBudgetDecision =
  /** The visitor's budget is spent and the page is not known to be kept: 429. */
  | { kind: "refuse"; retryAfter: number }
  /** A prefetch (by a browser or a client router): never rendered, never charged. */
  | { kind: "prefetch" }
  /** Let the page render; `settle` once its answer is sent. */
  | { kind: "render"; settle: (answer: PageAnswer) => void };

/**
 * New searches one address may have this instance make at once (each a page render and a call to the search
 * service); the others wait their turn rather than being refused, so that one client asking many at once takes
 * these and no more of the instance's time from everybody else's pages.
 */
export const SEARCH_LANES_PER_ADDRESS = 2;
/** New searches one address may have waiting for a lane; past it, 429 (a client that waits for nothing it asked). */
export const SEARCH_QUEUE_PER_ADDRESS = 60;

/** The lanes of new searches, per address (this process's). */
export class SearchLanes {
  readonly #byAddress = new Map<string, { running: number; waiting: (() => void)[] }>();

  constructor(readonly lanes = SEARCH_LANES_PER_ADDRESS, readonly queue = SEARCH_QUEUE_PER_ADDRESS) {}

  /** Waits for a lane of the address: a release to call once the search's answer is sent, or null when too many wait. */
  async enter(address: string): Promise<(() => void) | null> {
    let state = this.#byAddress.get(address);
    if (!state) {
      state = { running: 0, waiting: [] };
      this.#byAddress.set(address, state);
    }
    const own = state;
    if (own.running >= this.lanes) {
      if (own.waiting.length >= this.queue) return null;
      await new Promise<void>((resolve) => own.waiting.push(resolve));
    } else {
      own.running += 1;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = own.waiting.shift();
      // The lane passes straight to the next in line; the last one out forgets the address.
      if (next) next();
      else if (--own.running === 0) this.#byAddress.delete(address);
    };
  }

  /** Addresses with a search running or waiting (tests). */
  get size(): number {
    return this.#byAddress.size;
  }
}

/** How long a page this instance answered from its page cache is taken to be there still. */
export const KNOWN_CACHED_MS = 10 * 60_000;
/** How many such pages it remembers (their paths only). */
export const KNOWN_CACHED_MAX = 10_000;

/** The cacheable search pages (`{cachePrefix}{key}`) this instance lately answered from its page cache, or kept. */
export class KeptPages {
  readonly #paths: LRUCache<string, true>;

  constructor(ttlMs = KNOWN_CACHED_MS, max = KNOWN_CACHED_MAX) {
    this.#paths = new LRUCache<string, true>({ max, ttl: ttlMs });
  }

  has(path: string): boolean {
    return this.#paths.has(path);
  }

  /** Learns from an answer whether its page is kept: a whole 200 that Next served from, or stored in, its page cache. */
  learn(path: string, answer: PageAnswer): void {
    if (answer.complete && answer.status === 200 && answer.cache !== null && /^(HIT|STALE|MISS|REVALIDATED)$/i.test(answer.cache)) {
      this.#paths.set(path, true);
    }
  }
}

/**
 * Whether a request is a prefetch: Next's router says so (`Next-Router-Prefetch`, or a segment prefetch), and a
 * browser's speculative load does (`Sec-Purpose: prefetch`, `Purpose: prefetch`).
 */
export function isPrefetch(headers: Headers): boolean {
  if (headers.has("next-router-prefetch") || headers.has("next-router-segment-prefetch")) return true;
  return [headers.get("sec-purpose"), headers.get("purpose"), headers.get("x-purpose"), headers.get("x-moz")]
    .some((value) => value !== null && /prefetch|prerender/i.test(value));
}

export interface SearchBudgetInput {
  headers: Headers;
  /** The cacheable path the page is served from (`{cachePrefix}{key}`), or null for a page rendered per request. */
  cachedPath: string | null;
  /** The request's tally of searches, opened before anything was awaited. */
  work: SearchWork;
  budget: VisitorBudget;
  kept: KeptPages;
  /** The visitor's address (whose lanes a new search takes), and the lanes. */
  address: string;
  lanes: SearchLanes;
}

/**
 * What the search budget decides for a search page's request (GET or HEAD). A new search (one whose page this instance
 * does not keep) holds a point of the budget and one of its address's lanes until its answer is sent.
 */
export async function searchBudgetStep({ headers, cachedPath, work, budget, kept, address, lanes }: SearchBudgetInput): Promise<SearchBudgetDecision> {
  if (isPrefetch(headers)) {
    closeSearchWork(work);
    return { kind: "prefetch" };
  }
  let held = 0;
  let release = () => {};
  if (cachedPath === null || !kept.has(cachedPath)) {
    const verdict = await budget.spend();
    if (!verdict.allowed) {
      closeSearchWork(work);
      return { kind: "refuse", retryAfter: verdict.retryAfter };
    }
    held = 1;
    const lane = await lanes.enter(address);
    if (lane === null) {
      closeSearchWork(work);
      budget.adjust(-1).catch(() => {});
      return { kind: "refuse", retryAfter: 1 };
    }
    release = lane;
  }
  return {
    kind: "render",
    settle: (answer) => {
      release();
      if (cachedPath !== null) kept.learn(cachedPath, answer);
      const charge = (points: number) => {
        if (points !== 0) budget.adjust(points).catch(() => {});
      };
      if (answer.complete) {
        // Searches a page makes after it was answered are its own refresh in the background (a stale page): free.
        charge(closeSearchWork(work) - held);
        return;
      }
      // The visitor left before the answer was sent; the render goes on, and its searches are still charged: the
      // point held pays for the first of them.
      let paid = held;
      let made = 0;
      const late = () => {
        made += 1;
        if (made > paid) {
          paid = made;
          charge(1);
        }
      };
      made = closeSearchWork(work, late);
      if (made > paid) {
        charge(made - paid);
        paid = made;
      }
    },
  };
}
