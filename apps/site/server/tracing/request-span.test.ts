import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { context, propagation, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { afterEach, describe, expect, it } from "vitest";
import { getFrom } from "../testing/serve";
import { tracedRequests } from "./request-span.mjs";

async function serve(handle: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = createServer(tracedRequests(handle, { productSlug: "yu" }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

afterEach(() => {
  trace.disable();
  context.disable();
  propagation.disable();
});

describe("tracedRequests", () => {
  it("with tracing off, hands each request on with no span around it", async () => {
    let active: unknown = "unset";
    const { origin, close } = await serve((_request, response) => {
      active = trace.getActiveSpan();
      response.end("ok");
    });
    expect((await getFrom(origin, "/about-yu?q=1")).body).toBe("ok");
    expect(active).toBeUndefined();
    await close();
  });

  it("with tracing on, wraps the request in a server span named after its kind, joined to the proxy's trace", async () => {
    const exporter = new InMemorySpanExporter();
    trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }));
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    let active: string | undefined;
    const { origin, close } = await serve((_request, response) => {
      active = trace.getActiveSpan()?.spanContext().spanId;
      response.setHeader("x-request-id", "req-42");
      response.end("ok");
    });
    const traceId = "0af7651916cd43dd8448eb211c80319c";
    await getFrom(origin, "/about-yu/news?q=private", { traceparent: `00-${traceId}-b7ad6b7169203331-01` });
    await close();
    const [span] = exporter.getFinishedSpans();
    expect(span?.name).toBe("GET page");
    expect(span?.spanContext().traceId).toBe(traceId);
    expect(span?.spanContext().spanId).toBe(active);
    expect(span?.attributes).toMatchObject({ "yu.route_kind": "page", "yu.request_id": "req-42", "url.path": "/about-yu/news", "http.response.status_code": 200 });
    expect(JSON.stringify(span?.attributes)).not.toContain("private");
  });
});
