// The site's metrics, in Prometheus's text format: the process's registry of `@yu/metrics` (kept on globalThis, so
// that the server's stages and Next's bundles, its instrumentation hook's among them, count into one), served on an address of its own
// (server.mjs), never through the site's public port.
import { Histogram } from "prom-client";
import { LATENCY_BUCKETS, metricOnce, processRegistry } from "@yu/metrics";

/** The process's registry of the site's metrics. */
export const siteRegistry = () => processRegistry("site");

/** Every answer: its kind, method and status class, and its time from the request's arrival to its last byte. */
export const httpRequests = () => metricOnce(siteRegistry(), "site_http_request_duration_seconds", () => new Histogram({
  name: "site_http_request_duration_seconds",
  help: "Requests answered, by kind of page or request, method and status class, with their time to answer.",
  labelNames: ["kind", "method", "status"],
  buckets: LATENCY_BUCKETS,
  registers: [siteRegistry()],
}));
