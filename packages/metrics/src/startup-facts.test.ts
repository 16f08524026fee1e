import { describe, expect, it } from "vitest";
import { addressWithoutCredentials, tracingOn } from "./startup-facts.ts";

describe("addressWithoutCredentials", () => {
  it("keeps the scheme, host, port and path, and drops user, password and query", () => {
    expect(addressWithoutCredentials("redis://:s3cret@cache.internal:6380/2")).toBe("redis://cache.internal:6380/2");
    expect(addressWithoutCredentials("postgres://yu:pa%40ss@db:5432/yu?sslmode=require&password=x")).toBe("postgres://db:5432/yu");
    expect(addressWithoutCredentials("rediss://user:pw@cache")).toBe("rediss://cache");
    expect(addressWithoutCredentials("not a url with pw:secret@")).not.toContain("secret");
  });
});

describe("tracingOn", () => {
  it("is on when either OTLP endpoint variable is set", () => {
    expect(tracingOn({})).toBe(false);
    expect(tracingOn({ OTEL_EXPORTER_OTLP_ENDPOINT: " " })).toBe(false);
    expect(tracingOn({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" })).toBe(true);
    expect(tracingOn({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://collector:4318/v1/traces" })).toBe(true);
  });
});
