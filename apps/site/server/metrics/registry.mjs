// The site's metrics, in Prometheus's text format (prom-client, as the content service: the Node client Prometheus
// lists, with the runtime's own figures built in). One registry per process, kept on globalThis: the server's stages
// and the site's own code (which Next loads as bundles of its own) count into the same one. Served on an address of
// its own (server.mjs), never through the site's public port.
import { LATENCY_BUCKETS } from "@yu/metrics";
import { collectDefaultMetrics, Histogram, Registry } from "prom-client";

const KEY = Symbol.for("yu.site.metrics");
/** @type {{ [KEY]?: Registry }} */
const holder = /** @type {never} */ (globalThis);

/** The process's registry (made, with the runtime's figures, on first use). */
export function siteRegistry() {
  let registry = holder[KEY];
  if (registry === undefined) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: "site_" });
    holder[KEY] = registry;
  }
  return registry;
}

/**
 * A metric by name: the one registered already, or a new one (a module loaded twice, by the server and by Next's
 * bundles, must not register it twice).
 * @template {import("prom-client").Metric<string>} M
 * @param {string} name
 * @param {() => M} make
 * @returns {M}
 */
export function metric(name, make) {
  return /** @type {M} */ (siteRegistry().getSingleMetric(name) ?? make());
}

/** Every answer: its kind, method and status class, and its time from the request's arrival to its last byte. */
export const httpRequests = () => metric("site_http_request_duration_seconds", () => new Histogram({
  name: "site_http_request_duration_seconds",
  help: "Requests answered, by kind of page or request, method and status class, with their time to answer.",
  labelNames: ["kind", "method", "status"],
  buckets: LATENCY_BUCKETS,
  registers: [siteRegistry()],
}));
