import { context, propagation, trace } from "@opentelemetry/api";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { processRegistry } from "@yu/metrics";
import type { MetricValueWithName } from "prom-client";
import { afterEach, describe, expect, it } from "vitest";
import { startUpstreamCall } from "./upstream-call";

const input = { service: "content" as const, endpoint: "route" as const, method: "GET", url: "http://content:3001/api/v1/route?path=/x", headers: { Accept: "application/json" }, cacheable: false };

async function count(service: string, endpoint: string, outcome: string): Promise<number> {
  const metric = await processRegistry("site").getSingleMetric("site_upstream_request_duration_seconds")?.get();
  const values = (metric?.values ?? []) as MetricValueWithName<string>[];
  const sample = values.find((value) => value.metricName === "site_upstream_request_duration_seconds_count"
    && value.labels.service === service && value.labels.endpoint === endpoint && value.labels.outcome === outcome);
  return sample?.value ?? 0;
}

function startTracing(): InMemorySpanExporter {
  const exporter = new InMemorySpanExporter();
  trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }));
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  return exporter;
}

afterEach(() => {
  trace.disable();
  context.disable();
  propagation.disable();
});

describe("startUpstreamCall", () => {
  it("with tracing off, adds no header and still times the call by service, endpoint kind and outcome", async () => {
    const before = await count("content", "route", "2xx");
    const call = startUpstreamCall(input);
    expect(call.headers).toEqual(input.headers);
    call.answered(200);
    expect(await count("content", "route", "2xx")).toBe(before + 1);
  });

  it("with tracing on, sends the client span's traceparent and ends the span with the status", async () => {
    const exporter = startTracing();
    const call = startUpstreamCall(input);
    const inside = await call.run(async () => trace.getActiveSpan()?.spanContext().spanId);
    call.answered(404);
    const [span] = exporter.getFinishedSpans();
    expect(span?.name).toBe("GET content route");
    expect(span?.attributes).toMatchObject({ "yu.upstream.service": "content", "yu.upstream.endpoint": "route", "http.response.status_code": 404, "server.address": "content:3001" });
    expect(call.headers.traceparent).toBe(`00-${span?.spanContext().traceId}-${span?.spanContext().spanId}-01`);
    expect(inside).toBe(span?.spanContext().spanId);
    expect(JSON.stringify(span?.attributes)).not.toContain("path=");
  });

  it("counts a timeout and a failure by their own outcome, and what Next interrupts not at all", async () => {
    const search = { ...input, service: "search" as const, endpoint: "suggest" as const };
    const [timeouts, errors, answered] = [await count("search", "suggest", "timeout"), await count("search", "suggest", "error"), await count("search", "suggest", "2xx")];
    startUpstreamCall(search).failed("timeout", new Error("late"));
    startUpstreamCall(search).failed("error", new TypeError("fetch failed"));
    startUpstreamCall(search).abandoned();
    expect(await count("search", "suggest", "timeout")).toBe(timeouts + 1);
    expect(await count("search", "suggest", "error")).toBe(errors + 1);
    expect(await count("search", "suggest", "2xx")).toBe(answered);
  });

  it("adds only traceparent to a read Next may keep (it leaves that one out of its cache key)", () => {
    startTracing();
    const call = startUpstreamCall({ ...input, cacheable: true });
    expect(Object.keys(call.headers).sort()).toEqual(["Accept", "traceparent"]);
    call.abandoned();
  });
});
