/**
 * A service's address fit for a log line: scheme, host, port and path, never its user name, password, query or
 * fragment (`redis://:secret@cache:6379/0` → `redis://cache:6379/0`). An address that cannot be read is not shown.
 */
export function addressWithoutCredentials(url: string): string {
  try {
    const { protocol, host, pathname } = new URL(url);
    return `${protocol}//${host}${pathname === "/" ? "" : pathname}`;
  } catch {
    return "(an address that could not be read)";
  }
}

/** Whether traces are exported: OpenTelemetry's exporter is given an endpoint (OTEL_EXPORTER_OTLP_[TRACES_]ENDPOINT). */
export function tracingOn(env: Readonly<Record<string, string | undefined>>): boolean {
  return [env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, env.OTEL_EXPORTER_OTLP_ENDPOINT].some((value) => (value ?? "").trim() !== "");
}
