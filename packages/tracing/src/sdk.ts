// The OpenTelemetry SDK, loaded only when tracing is configured (start.ts imports this module dynamically).
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { ATTR_SERVICE_NAME } from "@opentelemetry/semantic-conventions";
import { QueryRedaction } from "./query-redaction.js";
import type { TracingSettings } from "./settings.js";

/**
 * Registers the process's tracer provider: spans batched (OTEL_BSP_* as the standard says) to the OTLP/HTTP
 * endpoint, which the exporter reads from OTEL_EXPORTER_OTLP_[TRACES_]ENDPOINT itself. Returns its shutdown.
 */
export function startSdk(settings: TracingSettings): () => Promise<void> {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: settings.serviceName }),
    spanProcessors: [new QueryRedaction(), new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The AsyncLocalStorage context manager and the W3C trace-context and baggage propagators.
  provider.register();
  return () => provider.shutdown();
}
