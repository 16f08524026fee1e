/** What tracing needs to start: where the spans go and the name this service reports them under. */
export interface TracingSettings {
  /** The OTLP/HTTP endpoint configured (the exporter itself reads the variables again, as the standard says). */
  endpoint: string;
  serviceName: string;
}

type Env = Readonly<Record<string, string | undefined>>;

const set = (value: string | undefined): string | null => {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

/**
 * Tracing is on only when an OTLP endpoint is configured (`OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`, else
 * `OTEL_EXPORTER_OTLP_ENDPOINT`), and not turned off by the standard switches (`OTEL_SDK_DISABLED=true`, or
 * `OTEL_TRACES_EXPORTER` naming no `otlp` exporter, such as `none`). Null: tracing is off and nothing is loaded.
 */
export function tracingSettings(env: Env, defaultServiceName: string): TracingSettings | null {
  if (set(env.OTEL_SDK_DISABLED)?.toLowerCase() === "true") return null;
  const exporters = set(env.OTEL_TRACES_EXPORTER);
  if (exporters !== null && !exporters.split(",").some((name) => name.trim().toLowerCase() === "otlp")) return null;
  const endpoint = set(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) ?? set(env.OTEL_EXPORTER_OTLP_ENDPOINT);
  if (endpoint === null) return null;
  return { endpoint, serviceName: set(env.OTEL_SERVICE_NAME) ?? defaultServiceName };
}
