import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Span } from "@opentelemetry/api";
import { REQUEST_ID_ATTRIBUTE } from "@yu/tracing";

/** Names a request's server span after its route pattern (`GET /api/v1/route`), never the path asked for. */
export function serverSpanName(method: string, route: string | undefined): string {
  return route === undefined || route === "" ? `${method} (no route)` : `${method} ${route}`;
}

/** The request's id and low-cardinality name on the span @fastify/otel opened for it. */
export function describeRequestSpan(span: Span, request: FastifyRequest): void {
  span.setAttribute(REQUEST_ID_ATTRIBUTE, request.id);
  span.updateName(serverSpanName(request.method, request.routeOptions.url));
}

/**
 * Traces every request with the Fastify team's OpenTelemetry plugin, when tracing is on (server.ts started it):
 * a server span per request, joined to the caller's trace by its `traceparent`, with hooks and handler as its
 * children. Off, the plugin is not even loaded. Registered before every route, as the plugin needs.
 */
export async function registerTracing(app: FastifyInstance, enabled: boolean): Promise<void> {
  if (!enabled) return;
  const { FastifyOtelInstrumentation } = await import("@fastify/otel");
  const instrumentation = new FastifyOtelInstrumentation({ requestHook: describeRequestSpan });
  await app.register(instrumentation.plugin());
}
