import { tracingSettings, type TracingSettings } from "./settings.js";

/** A running tracer provider: `shutdown()` sends the spans still waiting and stops. */
export interface Tracing {
  settings: TracingSettings;
  shutdown: () => Promise<void>;
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Starts tracing when an endpoint is configured (settings.ts), registering the global tracer provider, context
 * manager and W3C propagators; else returns null having loaded nothing: the SDK is imported only here, only then,
 * and every `@opentelemetry/api` call elsewhere stays a no-op.
 */
export async function startTracing(env: Env, defaultServiceName: string): Promise<Tracing | null> {
  const settings = tracingSettings(env, defaultServiceName);
  if (settings === null) return null;
  const { startSdk } = await import("./sdk.js");
  return { settings, shutdown: startSdk(settings) };
}
