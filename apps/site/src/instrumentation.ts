/**
 * Next's instrumentation hook: run once as the server prepares, under the site's own server (server/server.mjs)
 * as under `next dev`. It starts OpenTelemetry tracing when an OTLP endpoint is configured (docs/operations.md, "Traces"); else
 * nothing of the SDK is loaded, and the site's spans (server/tracing/, tide/upstream-call.ts) are the API's no-ops.
 * Then it makes the site's rules for the server's stages before Next (server-rules/), built with the site and in
 * the same process as its pages, and leaves them for the server (or why they could not be made: the server then
 * does not start).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startTracing } = await import("@yu/tracing");
  await startTracing(process.env, "yu-site");
  const { leaveSiteRules } = await import("@/server-rules/leave-site-rules");
  await leaveSiteRules({ development: process.env.NODE_ENV === "development" });
}
