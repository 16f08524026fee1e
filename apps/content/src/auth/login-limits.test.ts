import { describe, expect, it } from "vitest";
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT, LOGIN_WINDOW_MS, retryAfterSeconds } from "./login-limits.ts";

const now = 1_000_000_000;
const minute = 60_000;

describe("login limits", () => {
  it("are 5 per account and 20 per address in 15 minutes", () => {
    expect([ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT, LOGIN_WINDOW_MS]).toEqual([5, 20, 900_000]);
  });

  it("allow attempts below the limit", () => {
    expect(retryAfterSeconds([], 5, LOGIN_WINDOW_MS, now)).toBeNull();
    expect(retryAfterSeconds([now - 1, now - 2, now - 3, now - 4], 5, LOGIN_WINDOW_MS, now)).toBeNull();
  });

  it("refuse at the limit until the oldest counted failure leaves the window", () => {
    const failures = [now - minute, now - 2 * minute, now - 3 * minute, now - 4 * minute, now - 10 * minute];
    expect(retryAfterSeconds(failures, 5, LOGIN_WINDOW_MS, now)).toBe(5 * 60);
    expect(retryAfterSeconds([now, now, now, now, now], 5, LOGIN_WINDOW_MS, now)).toBe(15 * 60);
    // Rounded up to whole seconds, never 0.
    expect(retryAfterSeconds([now, now, now, now, now - LOGIN_WINDOW_MS + 1_500], 5, LOGIN_WINDOW_MS, now)).toBe(2);
    expect(retryAfterSeconds([now, now, now, now, now - LOGIN_WINDOW_MS + 1], 5, LOGIN_WINDOW_MS, now)).toBe(1);
  });

  it("do not count failures that have left the window", () => {
    expect(retryAfterSeconds([now, now, now, now, now - LOGIN_WINDOW_MS], 5, LOGIN_WINDOW_MS, now)).toBeNull();
  });

  it("with more failures than the limit, wait for the limit-th newest", () => {
    const failures = [now - minute, now - 2 * minute, now - 3 * minute, now - 4 * minute, now - 5 * minute, now - 6 * minute];
    expect(retryAfterSeconds(failures, 5, LOGIN_WINDOW_MS, now)).toBe(10 * 60);
  });
});
