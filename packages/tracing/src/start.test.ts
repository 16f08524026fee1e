import { beforeEach, describe, expect, it, vi } from "vitest";

// The SDK module is a stand-in that says when it is loaded: loading it at all is the cost tracing must not have
// when it is off.
const sdk = vi.hoisted(() => ({ loaded: false, started: [] as unknown[], shutdowns: 0 }));
vi.mock("./sdk.ts", () => {
  sdk.loaded = true;
  return { startSdk: (settings: unknown) => (sdk.started.push(settings), () => ((sdk.shutdowns += 1), Promise.resolve())) };
});

describe("startTracing", () => {
  beforeEach(() => {
    vi.resetModules();
    sdk.loaded = false;
    sdk.started = [];
    sdk.shutdowns = 0;
  });

  it("with no endpoint configured, loads nothing of the SDK and starts nothing", async () => {
    const { startTracing } = await import("./index.ts");
    expect(await startTracing({ OTEL_SERVICE_NAME: "yu-site" }, "yu-site")).toBeNull();
    expect(sdk.loaded).toBe(false);
  });

  it("with an endpoint, loads the SDK then and starts it with the service's name", async () => {
    const { startTracing } = await import("./index.ts");
    expect(sdk.loaded).toBe(false);
    const tracing = await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318" }, "yu-content");
    expect(sdk.loaded).toBe(true);
    expect(sdk.started).toEqual([{ endpoint: "http://127.0.0.1:4318", serviceName: "yu-content" }]);
    await expect(tracing?.shutdown()).resolves.toBeUndefined();
  });

  it("is stopped, its waiting spans sent, by any copy of the module, once; stopping nothing started does nothing", async () => {
    const { startTracing } = await import("./index.ts");
    await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318" }, "yu-site");
    vi.resetModules();
    const { stopTracing } = await import("./index.ts");
    await stopTracing();
    await stopTracing();
    expect(sdk.shutdowns).toBe(1);
  });
});
