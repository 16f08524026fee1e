import { statusClass, submissionOutcome } from "@yu/metrics";
import type { FastifyInstance } from "fastify";
import { httpRequests, rateLimitRefusals, submissions } from "./registry.ts";
import { routeKind } from "./route-kind.ts";

/**
 * Counts every answer as it is sent: its kind, method, status class and time (the RED figures), web form
 * submissions by outcome and rate-limit refusals. The hook reads the path without its query.
 */
export function registerHttpMetrics(app: FastifyInstance): void {
  app.addHook("onResponse", async (request, reply) => {
    const pathname = request.url.split("?", 1)[0] ?? "";
    const method = ["GET", "HEAD", "POST", "PATCH", "DELETE", "OPTIONS", "PUT"].includes(request.method) ? request.method : "OTHER";
    const kind = routeKind(method, pathname);
    const status = reply.statusCode;
    httpRequests.labels(kind, method, statusClass(status)).observe(reply.elapsedTime / 1000);
    if (status === 429) rateLimitRefusals.labels(kind).inc();
    if ((kind === "webform-submit" || kind === "webform-upload") && method === "POST") {
      submissions.labels(kind, submissionOutcome(status)).inc();
    }
  });
}
