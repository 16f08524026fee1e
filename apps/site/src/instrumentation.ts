/**
 * Next's instrumentation hook: run once as the server prepares, under the site's own server (server/server.mjs)
 * as under `next dev`. It starts OpenTelemetry tracing when an OTLP endpoint is configured (docs/operations.md, "Traces"); else
 * nothing of the SDK is loaded, and the site's spans (server/tracing/, tide/upstream-call.ts) are the API's no-ops.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startTracing } = await import("@yu/tracing");
  await startTracing(process.env, "yu-site");
}
