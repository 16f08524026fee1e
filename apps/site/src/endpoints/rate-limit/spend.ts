import { config } from "@/config/env";
import { processWide } from "@/config/process-wide";
import { rateLimitRefusals } from "@/metrics/figures";
import type { BudgetName } from "@/config/rate-limits";
import { requestVisitor } from "@/routing/request-visitor";
import { log } from "@/tide/log";
import { createLimiter, type Limiter, type Verdict } from "./limiter";
import { sharedStore } from "./shared-store";

// One limiter per budget and process (config/process-wide.ts): the page steps, in Next's instrumentation bundle, and
// the route handlers, in its own, count against the same budgets.
const limiters = processWide("yu.site.rate-limiters", () => new Map<BudgetName, Limiter>());

function limiterFor(name: BudgetName): Limiter {
  const existing = limiters.get(name);
  if (existing) return existing;
  const cfg = config();
  const limiter = createLimiter(name, cfg.rateLimits[name], cfg.redisUrl === null ? null : sharedStore(cfg.redisUrl), (error) =>
    log.warn("A rate limit could not be counted; the request was let through", { budget: name, error: error.message }));
  limiters.set(name, limiter);
  return limiter;
}

/** Whose budget a request counts against: its visitor's address; a visitor without one shares "unknown". */
function visitorOf(headers: Headers): string {
  return requestVisitor(headers) ?? "unknown";
}

/** Counts a request against its visitor's budget (config/rate-limits.ts); a visitor without an address shares one. */
export async function spendBudget(name: BudgetName, headers: Headers): Promise<Verdict> {
  const verdict = await limiterFor(name).spend(visitorOf(headers));
  if (!verdict.allowed) rateLimitRefusals().labels(name).inc();
  return verdict;
}

/**
 * Corrects what a request was counted once its work is known, never refusing: `points` more (work done beyond what
 * was spent) or, negative, given back (work that was not done: an answer from a cache).
 */
export async function adjustBudget(name: BudgetName, headers: Headers, points: number): Promise<void> {
  await limiterFor(name).adjust(visitorOf(headers), points);
}
