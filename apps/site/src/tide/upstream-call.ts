import { context, propagation, SpanKind, SpanStatusCode, trace, type Span } from "@opentelemetry/api";
import { statusClass } from "@yu/metrics";
import { upstreamRequests } from "@/metrics/figures";
import type { UpstreamEndpoint, UpstreamService } from "./upstream-endpoint";

/** How a call ended: the answer's status class, or no answer at all. */
export type UpstreamOutcome = string;

export interface UpstreamCallInput {
  service: UpstreamService;
  endpoint: UpstreamEndpoint;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** A read Next may keep: only `traceparent` is added to its headers (Next leaves that one out of its cache key). */
  cacheable: boolean;
}

export interface UpstreamCall {
  /** The call's headers, with the trace's `traceparent` when tracing is on. */
  headers: Record<string, string>;
  /** Runs the request inside the call's span, so that whatever it traces is the call's child. */
  run: <T>(request: () => Promise<T>) => Promise<T>;
  answered: (status: number) => void;
  failed: (outcome: "timeout" | "error", error: unknown) => void;
  /** Ended by something other than the service (Next's own control flow): neither counted nor an error. */
  abandoned: () => void;
}

const tracer = () => trace.getTracer("yu-site");

/** The service's host and port, the span's `server.address` (never its path or query). */
function addressAttribute(url: string): { "server.address"?: string } {
  try {
    return { "server.address": new URL(url).host };
  } catch {
    return {};
  }
}

/**
 * The one place a call to the content or search service is observed: its client span (named after the endpoint
 * kind, never the path or query) with W3C `traceparent` injected into its headers, and its time in
 * `site_upstream_request_duration_seconds`. With tracing off the span is the API's no-op and nothing is injected.
 */
export function startUpstreamCall(input: UpstreamCallInput): UpstreamCall {
  const started = performance.now();
  const span: Span = tracer().startSpan(`${input.method} ${input.service} ${input.endpoint}`, {
    kind: SpanKind.CLIENT,
    attributes: {
      "http.request.method": input.method,
      "yu.upstream.service": input.service,
      "yu.upstream.endpoint": input.endpoint,
      ...addressAttribute(input.url),
    },
  });
  const spanContext = trace.setSpan(context.active(), span);
  const headers = { ...input.headers };
  if (span.isRecording()) {
    const carrier: Record<string, string> = {};
    propagation.inject(spanContext, carrier);
    for (const [name, value] of Object.entries(carrier)) {
      if (!input.cacheable || name === "traceparent") headers[name] = value;
    }
  }
  let ended = false;
  const finish = (outcome: UpstreamOutcome | null): void => {
    if (ended) return;
    ended = true;
    if (outcome !== null) {
      upstreamRequests().labels(input.service, input.endpoint, outcome).observe((performance.now() - started) / 1000);
    }
    span.end();
  };
  return {
    headers,
    run: (request) => context.with(spanContext, request),
    answered: (status) => {
      span.setAttribute("http.response.status_code", status);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      if (status >= 400) span.setAttribute("error.type", String(status));
      finish(statusClass(status));
    },
    failed: (outcome, error) => {
      span.setAttribute("error.type", outcome);
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      finish(outcome);
    },
    abandoned: () => finish(null),
  };
}
