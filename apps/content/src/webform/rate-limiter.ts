export interface RateDecision {
  allowed: boolean;
  /** Whole seconds until the oldest counted attempt leaves the window (0 when allowed). */
  retryAfter: number;
}

/**
 * A sliding-window limit per key (client address + form), kept in process: one service instance serves the
 * site, and losing the counts on restart only forgives a minute. Keys idle for a window are forgotten.
 */
export class RateLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(private readonly limit: number, private readonly windowMs: number, private readonly now: () => number = Date.now) {}

  attempt(key: string): RateDecision {
    const now = this.now();
    if (this.attempts.size > 10_000) this.sweep(now);
    const recent = (this.attempts.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (recent.length >= this.limit) {
      this.attempts.set(key, recent);
      const oldest = recent[0] ?? now;
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.attempts.set(key, recent);
    return { allowed: true, retryAfter: 0 };
  }

  private sweep(now: number): void {
    for (const [key, times] of this.attempts) {
      if (times.every((time) => now - time >= this.windowMs)) this.attempts.delete(key);
    }
  }
}
