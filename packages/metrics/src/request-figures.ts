/** Latency buckets of a request's time, in seconds: a kept answer is a millisecond, a render or a search tens to
 * hundreds, a timeout seconds. */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** An answer's status class (`2xx`…`5xx`), never the status itself: a label with few values. */
export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.trunc(status / 100)}xx` : "other";
}

/** The outcomes of a web form submission or upload, in both apps' figures. */
export const SUBMISSION_OUTCOMES = ["accepted", "refused", "failed"] as const;

/**
 * A submission's outcome by the status answered: `accepted` (stored), `refused` (4xx: the visitor's input or a rate
 * budget turned it down), `failed` (5xx: the form service could not take it, or took too long).
 */
export function submissionOutcome(status: number): (typeof SUBMISSION_OUTCOMES)[number] {
  return status < 400 ? "accepted" : status < 500 ? "refused" : "failed";
}
