import Fastify from "fastify";
import { describe, expect, it, vi } from "vitest";

// The plugin is a stand-in that says when it is loaded: with tracing off it must not be.
const plugin = vi.hoisted(() => ({ loaded: false, registered: 0 }));
vi.mock("@fastify/otel", () => {
  plugin.loaded = true;
  class FastifyOtelInstrumentation {
    plugin() {
      return async () => {
        plugin.registered += 1;
      };
    }
  }
  return { FastifyOtelInstrumentation };
});

const { registerTracing, serverSpanName } = await import("./tracing.ts");

describe("the content service's traces", () => {
  it("name a request's span after its route pattern, never the path asked for", () => {
    expect(serverSpanName("GET", "/api/v1/:entityType/:bundle")).toBe("GET /api/v1/:entityType/:bundle");
    expect(serverSpanName("POST", undefined)).toBe("POST (no route)");
  });

  it("load and register @fastify/otel only when tracing is on", async () => {
    const off = Fastify();
    await registerTracing(off, false);
    expect(plugin.loaded).toBe(false);
    const on = Fastify();
    await registerTracing(on, true);
    await on.ready();
    expect(plugin.loaded).toBe(true);
    expect(plugin.registered).toBe(1);
    await Promise.all([off.close(), on.close()]);
  });
});
