import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

/**
 * Requests allowed per key (a visitor, or a visitor and a form) in a fixed window that starts with the key's first
 * request, counted in process: one service instance serves the site, and losing the counts on restart only forgives
 * a window. Keys are forgotten when their window ends.
 */
export class VisitorLimit {
  private readonly limiter: RateLimiterMemory;

  constructor(points: number, seconds: number, keyPrefix: string) {
    this.limiter = new RateLimiterMemory({ points, duration: seconds, keyPrefix });
  }

  /** Counts one request of `key`: null when allowed; else the whole seconds (at least 1) until its window ends. */
  async spend(key: string): Promise<number | null> {
    try {
      await this.limiter.consume(key, 1);
      return null;
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
      throw outcome;
    }
  }
}
