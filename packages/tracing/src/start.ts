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
  const tracing: Tracing = { settings, shutdown: startSdk(settings) };
  (globalThis as Started)[STARTED] = tracing;
  return tracing;
}

// The process's running tracing, where any copy of this module finds it: the site starts it in Next's instrumentation
// hook, inside Next's own module graph, and its server stops it from outside.
const STARTED = Symbol.for("yu.tracing.started");
type Started = { [STARTED]?: Tracing };

/**
 * Sends the spans still waiting and stops the tracing this process started (a server's last step before it exits,
 * so that the last requests' spans are not lost); nothing when tracing is off.
 */
export async function stopTracing(): Promise<void> {
  const started = globalThis as Started;
  const tracing = started[STARTED];
  delete started[STARTED];
  await tracing?.shutdown();
}
