import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { describe, expect, it } from "vitest";
import { QueryRedaction, withoutQuery } from "./query-redaction.ts";

describe("QueryRedaction", () => {
  it("drops the query from a target", () => {
    expect(withoutQuery("/search?q=my+name")).toBe("/search");
    expect(withoutQuery("/courses/nursing")).toBe("/courses/nursing");
  });

  it("removes the query from every span's name and target attributes before it is exported", async () => {
    const exporter = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({ spanProcessors: [new QueryRedaction(), new SimpleSpanProcessor(exporter)] });
    provider.getTracer("test").startSpan("GET /search?q=secret", {
      attributes: { "http.target": "/search?q=secret", "url.full": "http://x/search?q=secret", "url.path": "/a?b=c", "url.query": "q=secret",
        "next.span_name": "fetch GET http://search/s/search.json?query=secret" },
    }).end();
    await provider.forceFlush();
    const [span] = exporter.getFinishedSpans();
    expect(span?.name).toBe("GET /search");
    expect(span?.attributes).toEqual({ "http.target": "/search", "url.full": "http://x/search", "url.path": "/a", "url.query": "",
      "next.span_name": "fetch GET http://search/s/search.json" });
  });
});
