import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Redis } from "ioredis";
import type { Budget } from "@/config/rate-limits";

/** Allowed, or refused with the whole seconds (at least 1) until the visitor's window starts again. */
export type Verdict = { allowed: true } | { allowed: false; retryAfter: number };

export interface Limiter {
  /** Takes one point, or refuses when the visitor has none left. */
  spend(key: string): Promise<Verdict>;
  /**
   * Takes `points` more (positive: work found out after the answer) or gives them back (negative: work that was
   * not done), never refusing; nothing when zero.
   */
  adjust(key: string, points: number): Promise<void>;
}

/**
 * A budget's limiter (rate-limiter-flexible: atomic fixed windows). With a Redis client the count is shared by
 * every instance using the same `name`, with an in-memory twin that takes over while Redis fails (fail open to
 * memory: the site never goes down because Redis did); without one, memory only.
 */
export function createLimiter(name: string, budget: Budget, redis: Redis | null, onStoreError: (error: Error) => void = () => {}): Limiter {
  const options = { points: budget.points, duration: budget.seconds, keyPrefix: `yu-rate:${name}` };
  const memory = new RateLimiterMemory(options);
  const limiter: RateLimiterAbstract = redis === null
    ? memory
    : new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory });
  return {
    async spend(key) {
      try {
        await limiter.consume(key, 1);
        return { allowed: true };
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes) return { allowed: false, retryAfter: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
        // Neither store answered: let the request through rather than refuse everyone.
        onStoreError(outcome instanceof Error ? outcome : new Error(String(outcome)));
        return { allowed: true };
      }
    },
    async adjust(key, points) {
      if (points === 0 || !Number.isFinite(points)) return;
      try {
        if (points > 0) await limiter.penalty(key, points);
        else await limiter.reward(key, -points);
      } catch (outcome) {
        onStoreError(outcome instanceof Error ? outcome : new Error(String(outcome)));
      }
    },
  };
}
