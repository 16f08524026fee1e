import { LATENCY_BUCKETS, metricOnce, processRegistry, SUBMISSION_OUTCOMES } from "@yu/metrics";
import { Counter, Histogram } from "prom-client";
import { ROUTE_KINDS } from "./route-kind.ts";

/**
 * The content service's metrics, in Prometheus's text format (prom-client: the Node client Prometheus lists, with
 * the runtime's own figures built in; OpenTelemetry's exporter would add a second SDK for the same text). One set
 * per process, however many apps a test builds; served on its own port (`startMetricsServer` of `@yu/metrics`, started
 * by server.ts), never on the public one.
 */
export const registry = processRegistry("content");

export const httpRequests = metricOnce(registry, "content_http_request_duration_seconds", () => new Histogram({
  name: "content_http_request_duration_seconds",
  help: "Requests answered, by kind of request, method and status class, with their time to answer.",
  labelNames: ["kind", "method", "status"] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
}));

export const submissions = metricOnce(registry, "content_webform_submissions_total", () => new Counter({
  name: "content_webform_submissions_total",
  help: "Web form submissions (and uploads): accepted (stored), refused (the visitor's mistake or a limit), failed (ours).",
  labelNames: ["kind", "outcome"] as const,
  registers: [registry],
}));

export const rateLimitRefusals = metricOnce(registry, "content_rate_limit_refusals_total", () => new Counter({
  name: "content_rate_limit_refusals_total",
  help: "Requests refused with 429 by a per-visitor or per-account limit, by kind of request.",
  labelNames: ["kind"] as const,
  registers: [registry],
}));

export const loginSlowed = metricOnce(registry, "content_login_slowed_total", () => new Counter({
  name: "content_login_slowed_total",
  help: "Editor sign-in attempts held back before their password was checked: their account had CONTENT_LOGIN_SLOWDOWN_AFTER failed sign-ins or more in 15 minutes, from any addresses, since its last successful one.",
  registers: [registry],
}));

export const notifications = metricOnce(registry, "content_publish_notifications_total", () => new Counter({
  name: "content_publish_notifications_total",
  help: "Content changes announced to the sites (revalidate) and the HTTP caches (purge), by outcome of each delivery.",
  labelNames: ["target", "outcome"] as const,
  registers: [registry],
}));

/** Every kind of request starts at zero, so that a rate of errors exists before the first error. */
for (const kind of ROUTE_KINDS) rateLimitRefusals.labels(kind).inc(0);
for (const kind of ["webform-submit", "webform-upload"]) for (const outcome of SUBMISSION_OUTCOMES) submissions.labels(kind, outcome).inc(0);
for (const target of ["revalidate", "purge"]) for (const outcome of ["delivered", "failed"]) notifications.labels(target, outcome).inc(0);
