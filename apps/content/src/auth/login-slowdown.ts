import type { LoginSlowdownPolicy } from "../config/config.ts";
import type { LoginFailureStore } from "../db/login-failure-store.ts";
import { loginSlowed } from "../metrics/registry.ts";

/*
 * Guesses at one account spread over many addresses, each address within its own limits (auth/login-limits.ts), are
 * slowed per account: once the account has had `after` failed sign-ins in the login window since its last successful
 * one, from anywhere, each attempt at it waits `firstMs`, twice as long for each failure more, at most `maxMs`.
 *
 * The wait comes before the password is checked, for every attempt at the account, the right password included. After
 * the check it would slow no one: a guesser learns a right guess at once (the sign-in answers at once) and can give up
 * on any answer that is slow to come, so only a wait before the check makes each guess cost its wait, however many
 * guesses are under way and from however many addresses. The owner is never refused for it: a right password waits at
 * most `maxMs` (within the 9 s the site gives a sign-in) and then signs in, and that sign-in starts the count again.
 */

/** The wait before an attempt at an account with `failures` failures since its last sign-in (ms; 0: none). */
export function slowdownMs(failures: number, policy: LoginSlowdownPolicy): number {
  if (policy.maxMs === 0 || failures < policy.after) return 0;
  // Past 30 doublings any first wait is far beyond the longest.
  return Math.min(policy.maxMs, policy.firstMs * 2 ** Math.min(failures - policy.after, 30));
}

/** The failures worth counting: from there on every wait is the longest. */
export function failuresToCount(policy: LoginSlowdownPolicy): number {
  const doublings = policy.maxMs === 0 ? 0 : Math.ceil(Math.log2(Math.max(1, policy.maxMs / policy.firstMs)));
  return policy.after + doublings + 1;
}

export type Pause = (ms: number) => Promise<void>;

const realPause: Pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class LoginSlowdown {
  constructor(private readonly failures: LoginFailureStore, private readonly policy: LoginSlowdownPolicy,
    private readonly pause: Pause = realPause) {}

  /** Waits as long as the account's recent failures say (counted in the metric when it waits); resolves to the wait. */
  async hold(account: string, now: Date): Promise<number> {
    if (this.policy.maxMs === 0) return 0;
    const failures = await this.failures.countForAccountSinceSignIn(account, now, failuresToCount(this.policy));
    const wait = slowdownMs(failures, this.policy);
    if (wait > 0) {
      loginSlowed.inc();
      await this.pause(wait);
    }
    return wait;
  }
}
