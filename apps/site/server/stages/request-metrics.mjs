// The RED figures of every request the site answers (rate, errors, duration), by kind of page or request
// (metrics/route-kind.mjs), method and status class: counted when the answer's last byte is handed to the
// connection, or when the visitor goes away first (then as status "aborted").
import { statusClass } from "@yu/metrics";
import { routeKind } from "../metrics/route-kind.mjs";
import { httpRequests } from "../metrics/registry.mjs";
import { requestPath } from "../request-path.mjs";

/** @typedef {import("../compose.mjs").BeforeStage} BeforeStage */

const METHODS = new Set(["GET", "HEAD", "POST", "PATCH", "PUT", "DELETE", "OPTIONS"]);

/**
 * @param {{ productSlug: string }} options
 * @returns {BeforeStage}
 */
export function requestMetrics({ productSlug }) {
  const histogram = httpRequests();
  return {
    name: "request-metrics",
    before(request, response) {
      const started = process.hrtime.bigint();
      const method = METHODS.has(request.method ?? "") ? /** @type {string} */ (request.method) : "OTHER";
      const kind = routeKind(method, requestPath(request).pathname, productSlug);
      const done = () => {
        response.off("finish", done);
        response.off("close", done);
        const status = response.writableFinished ? statusClass(response.statusCode) : "aborted";
        histogram.labels(kind, method, status).observe(Number(process.hrtime.bigint() - started) / 1e9);
      };
      response.on("finish", done);
      response.on("close", done);
      return false;
    },
  };
}
