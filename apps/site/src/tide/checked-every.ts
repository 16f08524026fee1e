/**
 * A check whose answer is kept for `everyMs`: a readiness probe may ask every second, the dependency is asked at most
 * once per period, and concurrent askers share one check in flight.
 */
export function checkedEvery(check: () => Promise<boolean>, everyMs: number, now: () => number = Date.now): () => Promise<boolean> {
  let answer: { ok: boolean; at: number } | null = null;
  let inFlight: Promise<boolean> | null = null;
  return () => {
    if (answer !== null && now() - answer.at < everyMs) return Promise.resolve(answer.ok);
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
