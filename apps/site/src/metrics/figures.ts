import { LATENCY_BUCKETS, metricOnce, processRegistry, SUBMISSION_OUTCOMES, submissionOutcome } from "@yu/metrics";
import { Counter, Histogram } from "prom-client";

// The site's figures counted in its own code (the server's stages count the requests: server/metrics/): into the
// process's one registry of the site's metrics, whichever bundle this module is loaded in.
const registry = () => processRegistry("site");

/** Requests refused by a per-visitor budget (config/rate-limits.ts), by budget. */
export const rateLimitRefusals = () => metricOnce(registry(), "site_rate_limit_refusals_total", () => new Counter({
  name: "site_rate_limit_refusals_total",
  help: "Requests refused by a per-visitor budget (429), by budget.",
  labelNames: ["budget"],
  registers: [registry()],
}));

/** The site's web form endpoints, by the kind the content service counts them under too. */
export type SubmissionKind = "webform-submit" | "webform-upload";

/** Web form submissions and uploads the site answered, by kind and outcome (every pair from zero). */
export const webformSubmissions = () => metricOnce(registry(), "site_webform_submissions_total", () => {
  const counter = new Counter({
    name: "site_webform_submissions_total",
    help: "Web form submissions (and uploads) answered: accepted (stored), refused (the visitor's input or a budget, 4xx), failed (the form service, 5xx).",
    labelNames: ["kind", "outcome"],
    registers: [registry()],
  });
  for (const kind of ["webform-submit", "webform-upload"]) for (const outcome of SUBMISSION_OUTCOMES) counter.labels(kind, outcome).inc(0);
  return counter;
});

/** Answers a submission with `answer()` and counts its outcome by the status answered (a throw counts as failed). */
export async function countedSubmission(kind: SubmissionKind, answer: () => Promise<Response>): Promise<Response> {
  let status = 500;
  try {
    const response = await answer();
    status = response.status;
    return response;
  } finally {
    webformSubmissions().labels(kind, submissionOutcome(status)).inc();
  }
}

/** From the content service's announcement of a change to this instance's revalidation of its pages. */
export const publishToLive = () => metricOnce(registry(), "site_publish_to_live_seconds", () => new Histogram({
  name: "site_publish_to_live_seconds",
  help: "Time from the content service's announcement of a content change to this instance's revalidation of it.",
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
  registers: [registry()],
}));

/** Longest delay believed: an announcement stamped further back (or ahead) is a clock problem, not a figure. */
const MAX_DELAY_MS = 60 * 60 * 1000;

/** Records a revalidation's delay after its announcement (`announcedAt`, ms since the epoch), when it is believable. */
export function observePublishToLive(announcedAt: unknown, now = Date.now()): void {
  if (typeof announcedAt !== "number" || !Number.isFinite(announcedAt)) return;
  const delay = now - announcedAt;
  if (delay >= 0 && delay <= MAX_DELAY_MS) publishToLive().observe(delay / 1000);
}

/**
 * Every call to the content or search service, by service, bounded endpoint kind (tide/upstream-endpoint.ts) and
 * outcome (`2xx`…`5xx`, `timeout`, `error`: a failed call is told by its outcome, so no counter of failures besides).
 */
export const upstreamRequests = () => metricOnce(registry(), "site_upstream_request_duration_seconds", () => new Histogram({
  name: "site_upstream_request_duration_seconds",
  help: "Calls to the content and search services, by service, endpoint kind and outcome (status class, timeout or error).",
  labelNames: ["service", "endpoint", "outcome"],
  buckets: LATENCY_BUCKETS,
  registers: [registry()],
}));
