import { afterEach, describe, expect, it } from "vitest";
import { closeSearchWork, noSearchWork, noteSearchCall, openSearchWork } from "@/tide/search-work";
import { isPrefetch, KeptPages, SearchLanes, searchBudgetStep, type PageAnswer, type VisitorBudget } from "./search-budget";

/** Lanes enough for every test but the one about lanes. */
const open = () => ({ address: "203.0.113.1", lanes: new SearchLanes(1_000) });

/** A visitor's budget of `points`, counting what is spent, charged and given back. */
function budgetOf(points: number): VisitorBudget & { readonly used: number; spends: number } {
  let used = 0;
  const budget = {
    spends: 0,
    get used() {
      return used;
    },
    spend: async () => {
      budget.spends += 1;
      if (used >= points) return { allowed: false as const, retryAfter: 42 };
      used += 1;
      return { allowed: true as const };
    },
    adjust: async (change: number) => {
      used += change;
    },
  };
  return budget;
}

const sent = (cache: string | null = "MISS", status = 200): PageAnswer => ({ status, cache, complete: true });
const left: PageAnswer = { status: 200, cache: null, complete: false };

/** One request for a search page: its decision, then its render's `searches` calls to the service, then its answer. */
async function request(budget: VisitorBudget, kept: KeptPages, options: { searches: number; answer: PageAnswer; cachedPath?: string | null; headers?: Headers }) {
  const work = openSearchWork();
  const decision = await searchBudgetStep({ headers: options.headers ?? new Headers(), cachedPath: options.cachedPath === undefined ? "/search/results/k1" : options.cachedPath, work, budget, kept, ...open() });
  if (decision.kind !== "render") return decision.kind;
  await Promise.resolve();
  for (let i = 0; i < options.searches; i++) noteSearchCall();
  decision.settle(options.answer);
  await Promise.resolve();
  return decision.kind;
}

// A tally opened in a test stays with the code that runs after it: the next test starts without one.
afterEach(() => noSearchWork());

describe("the search budget", () => {
  it("charges a search that reached the service, one point per search the page made", async () => {
    const budget = budgetOf(10);
    await request(budget, new KeptPages(), { searches: 1, answer: sent("MISS") });
    expect(budget.used).toBe(1);
    await request(budget, new KeptPages(), { searches: 3, answer: sent(null), cachedPath: null });
    expect(budget.used).toBe(4);
  });

  it("charges nothing for an answer from a cache: the page cache, or the search memo (no search reached the service)", async () => {
    const budget = budgetOf(2);
    for (let i = 0; i < 20; i++) {
      expect(await request(budget, new KeptPages(), { searches: 0, answer: sent(i % 2 === 0 ? "HIT" : "STALE") })).toBe("render");
    }
    // A results page rendered per request whose search the memo held.
    expect(await request(budget, new KeptPages(), { searches: 0, answer: sent(null), cachedPath: null })).toBe("render");
    expect(budget.used).toBe(0);
  });

  it("refuses a new search once the budget is spent", async () => {
    const budget = budgetOf(2);
    const kept = new KeptPages();
    expect(await request(budget, kept, { searches: 1, answer: sent(null), cachedPath: "/search/results/a" })).toBe("render");
    expect(await request(budget, kept, { searches: 1, answer: sent(null), cachedPath: "/search/results/b" })).toBe("render");
    expect(await request(budget, kept, { searches: 1, answer: sent(null), cachedPath: "/search/results/c" })).toBe("refuse");
    expect(budget.used).toBe(2);
  });

  it("holds a point while a page is made, so that many new searches at once cannot run past the budget", async () => {
    const budget = budgetOf(3);
    const kept = new KeptPages();
    const decisions = await Promise.all(Array.from({ length: 10 }, (_, i) =>
      searchBudgetStep({ headers: new Headers(), cachedPath: `/search/results/${i}`, work: openSearchWork(), budget, kept, ...open() })));
    expect(decisions.map((d) => d.kind)).toEqual(["render", "render", "render", ...Array<string>(7).fill("refuse")]);
  });

  it("serves a page this instance keeps to a visitor whose budget is spent, free, without asking the store", async () => {
    const budget = budgetOf(1);
    const kept = new KeptPages();
    await request(budget, kept, { searches: 1, answer: sent("MISS"), cachedPath: "/course-discovery/results/nursing" });
    expect(budget.used).toBe(1);
    const spends = budget.spends;
    for (let i = 0; i < 5; i++) {
      expect(await request(budget, kept, { searches: 0, answer: sent("HIT"), cachedPath: "/course-discovery/results/nursing" })).toBe("render");
    }
    expect(budget.spends).toBe(spends);
    expect(budget.used).toBe(1);
    // A page it no longer has after all (evicted, invalidated) is made again, and its search charged.
    await request(budget, kept, { searches: 1, answer: sent("MISS"), cachedPath: "/course-discovery/results/nursing" });
    expect(budget.used).toBe(2);
    expect(await request(budget, kept, { searches: 1, answer: sent("MISS"), cachedPath: "/course-discovery/results/teaching" })).toBe("refuse");
  });

  it("learns only from a whole answer of the page cache with status 200", () => {
    const kept = new KeptPages();
    kept.learn("/a", sent("HIT", 307));
    kept.learn("/b", sent(null));
    kept.learn("/c", { status: 200, cache: "HIT", complete: false });
    kept.learn("/d", sent("STALE"));
    kept.learn("/e", sent("MISS"));
    expect(["/a", "/b", "/c", "/d", "/e"].filter((path) => kept.has(path))).toEqual(["/d", "/e"]);
    const brief = new KeptPages(1);
    brief.learn("/f", sent("HIT"));
    return new Promise<void>((resolve) => setTimeout(() => {
      expect(brief.has("/f")).toBe(false);
      resolve();
    }, 20));
  });

  it("never renders or charges a prefetch", async () => {
    const budget = budgetOf(1);
    const prefetches: Record<string, string>[] = [{ "next-router-prefetch": "1" }, { "next-router-segment-prefetch": "/_tree" }, { "sec-purpose": "prefetch" },
      { "sec-purpose": "prefetch;prerender" }, { purpose: "prefetch" }];
    for (const headers of prefetches) {
      expect(await request(budget, new KeptPages(), { searches: 1, answer: sent(), headers: new Headers(headers) }), JSON.stringify(headers)).toBe("prefetch");
    }
    expect(budget.spends).toBe(0);
    expect(isPrefetch(new Headers({ rsc: "1" }))).toBe(false);
    expect(isPrefetch(new Headers({ "sec-fetch-dest": "empty" }))).toBe(false);
  });

  it("leaves a stale page's refresh after the answer free, and still charges a render whose visitor left", async () => {
    const budget = budgetOf(10);
    // Answered from the cache; the page's refresh in the background then searches: free.
    const work = openSearchWork();
    const served = await searchBudgetStep({ headers: new Headers(), cachedPath: "/search/results/s", work, budget, kept: new KeptPages(), ...open() });
    if (served.kind !== "render") throw new Error(served.kind);
    served.settle(sent("STALE"));
    noteSearchCall();
    await Promise.resolve();
    expect(budget.used).toBe(0);

    // The visitor left at once; the render goes on and searches twice: both charged (the point held pays the first).
    const gone = openSearchWork();
    const abandoned = await searchBudgetStep({ headers: new Headers(), cachedPath: "/search/results/t", work: gone, budget, kept: new KeptPages(), ...open() });
    if (abandoned.kind !== "render") throw new Error(abandoned.kind);
    abandoned.settle(left);
    await Promise.resolve();
    expect(budget.used).toBe(1);
    noteSearchCall();
    await Promise.resolve();
    expect(budget.used).toBe(1);
    noteSearchCall();
    await Promise.resolve();
    expect(budget.used).toBe(2);
  });

  it("lets an address make a few new searches at once, the others waiting their turn, and refuses a queue too long", async () => {
    const budget = budgetOf(100);
    const kept = new KeptPages();
    kept.learn("/search/results/kept", sent("HIT"));
    const lanes = new SearchLanes(2, 3);
    const ask = (path: string, address = "198.51.100.9") =>
      searchBudgetStep({ headers: new Headers(), cachedPath: path, work: openSearchWork(), budget, kept, address, lanes });
    const started: string[] = [];
    const asked = Array.from({ length: 6 }, (_, i) => ask(`/search/results/n${i}`).then((decision) => {
      started.push(`n${i}`);
      return decision;
    }));
    await new Promise((r) => setTimeout(r, 10));
    // Two at once; three wait; the sixth is refused, and its point given back.
    expect(started.sort()).toEqual(["n0", "n1", "n5"]);
    const refused = await asked[5];
    expect(refused).toEqual({ kind: "refuse", retryAfter: 1 });
    expect(budget.used).toBe(5);
    // A page the instance keeps, and another address, wait for nothing.
    expect((await ask("/search/results/kept")).kind).toBe("render");
    expect((await ask("/search/results/elsewhere", "198.51.100.10")).kind).toBe("render");
    // Each answer sent lets the next in line in.
    const first = await asked[0];
    if (first?.kind !== "render") throw new Error("the first search did not render");
    first.settle(sent("MISS"));
    await new Promise((r) => setTimeout(r, 10));
    expect(started).toContain("n2");
    expect(started).not.toContain("n3");
    for (const waiting of [asked[1], asked[2], asked[3], asked[4]]) {
      const decision = await waiting;
      if (decision?.kind === "render") decision.settle(sent("MISS"));
    }
    expect(started).toHaveLength(6);
    expect(lanes.size).toBe(1);
  });

  it("keeps each request's tally to itself", async () => {
    const first = openSearchWork();
    noteSearchCall();
    const second = await Promise.resolve().then(() => {
      const own = openSearchWork();
      noteSearchCall();
      noteSearchCall();
      return own;
    });
    noteSearchCall();
    expect(closeSearchWork(first)).toBe(2);
    expect(closeSearchWork(second)).toBe(2);
  });
});
