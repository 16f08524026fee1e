/** Failed sign-ins are counted over this sliding window. */
export const LOGIN_WINDOW_MS = 15 * 60_000;
/**
 * Failed sign-ins allowed per account name from one visitor address in the window; that address's next attempt at
 * the account is refused before its password is checked. Counted per address so that failures from elsewhere
 * (anyone's) can never lock the account's owner out; the address's own limit bounds guessing from any one place.
 */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** Failed sign-ins allowed per visitor address in the window. */
export const ADDRESS_FAILURE_LIMIT = 20;

/**
 * Whether another attempt may be made, from the times (ms) of the recent failures, newest first (at least
 * `limit` of them when there are that many). Null when allowed; otherwise the whole seconds (at least 1)
 * until the count falls below the limit, i.e. until the limit-th newest failure — with exactly `limit`
 * failures, the oldest counted one — leaves the window.
 */
export function retryAfterSeconds(newestFirst: readonly number[], limit: number, windowMs: number, now: number): number | null {
  const inWindow = newestFirst.filter((time) => now - time < windowMs);
  if (inWindow.length < limit) return null;
  const leaving = inWindow[limit - 1] ?? now;
  return Math.max(1, Math.ceil((leaving + windowMs - now) / 1000));
}
