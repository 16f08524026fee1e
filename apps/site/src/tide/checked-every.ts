/**
 * A check whose answer is kept: a success for `okForMs`, a failure for `failedForMs` (shorter, so that one slow
 * answer on a busy machine costs one probe, not a whole period). A readiness probe may ask every second; the
 * dependency is asked at most once per period, and concurrent askers share one check in flight.
 */
export function checkedEvery(check: () => Promise<boolean>, okForMs: number, failedForMs = okForMs, now: () => number = Date.now): () => Promise<boolean> {
  let answer: { ok: boolean; at: number } | null = null;
  let inFlight: Promise<boolean> | null = null;
  return () => {
    if (answer !== null && now() - answer.at < (answer.ok ? okForMs : failedForMs)) return Promise.resolve(answer.ok);
    inFlight ??= check()
      .catch(() => false)
      .then((ok) => {
        answer = { ok, at: now() };
        inFlight = null;
        return ok;
      });
    return inFlight;
  };
}
