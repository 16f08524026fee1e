import { describe, expect, it } from "vitest";
import { tracingSettings } from "./settings.ts";

describe("tracingSettings", () => {
  it("is off without an OTLP endpoint", () => {
    expect(tracingSettings({}, "yu-site")).toBeNull();
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: "  ", OTEL_SERVICE_NAME: "x" }, "yu-site")).toBeNull();
  });

  it("is on with either endpoint variable, the traces' own first, under the default name unless one is set", () => {
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" }, "yu-site"))
      .toEqual({ endpoint: "http://collector:4318", serviceName: "yu-site" });
    expect(tracingSettings({
      OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318",
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://traces:4318/v1/traces",
      OTEL_SERVICE_NAME: "yu-site-blue",
    }, "yu-site")).toEqual({ endpoint: "http://traces:4318/v1/traces", serviceName: "yu-site-blue" });
  });

  it("stays off when the standard switches say so", () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" };
    expect(tracingSettings({ ...endpoint, OTEL_SDK_DISABLED: "true" }, "yu-content")).toBeNull();
    expect(tracingSettings({ ...endpoint, OTEL_TRACES_EXPORTER: "none" }, "yu-content")).toBeNull();
    expect(tracingSettings({ ...endpoint, OTEL_TRACES_EXPORTER: "console,otlp" }, "yu-content")?.serviceName).toBe("yu-content");
  });
});
