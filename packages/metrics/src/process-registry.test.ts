import { Counter } from "prom-client";
import { describe, expect, it } from "vitest";
import { metricOnce, processRegistry } from "./process-registry.ts";

describe("processRegistry", () => {
  it("is one registry per app and process, with the runtime's own figures", async () => {
    expect(processRegistry("test_a")).toBe(processRegistry("test_a"));
    expect(processRegistry("test_a")).not.toBe(processRegistry("test_b"));
    expect(await processRegistry("test_a").metrics()).toContain("test_a_process_cpu_user_seconds_total");
  });

  it("gives a metric made once however many copies of a module ask for it", async () => {
    const registry = processRegistry("test_c");
    const make = () => new Counter({ name: "test_c_things_total", help: "Things.", registers: [registry] });
    metricOnce(registry, "test_c_things_total", make).inc();
    metricOnce(registry, "test_c_things_total", make).inc();
    expect(await registry.metrics()).toContain("test_c_things_total 2");
  });
});
