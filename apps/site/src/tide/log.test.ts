import { afterEach, describe, expect, it } from "vitest";
import { TideError } from "./errors";
import { errorFields, log, setLogSink } from "./log";

describe("log", () => {
  const lines: string[] = [];
  afterEach(() => {
    lines.length = 0;
    setLogSink(null);
  });

  it("writes one JSON line with level, msg and fields, skipping undefined ones", () => {
    setLogSink((l) => lines.push(l));
    log.error("Failed to get entity node/page/u1 data", { requestId: "r1", status: 404, url: "http://x/api/v1/node", extra: undefined });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? "") as Record<string, unknown>;
    expect(entry).toMatchObject({ level: "error", msg: "Failed to get entity node/page/u1 data", requestId: "r1", status: 404 });
    expect(entry).not.toHaveProperty("extra");
    expect(typeof entry.time).toBe("string");
  });

  it("redacts credential-looking keys and userinfo in URLs", () => {
    setLogSink((l) => lines.push(l));
    log.warn("x", { authToken: "eyJ.secret", password: "p", url: "https://user:pw@host/api/v1/route?path=/a" });
    const entry = JSON.parse(lines[0] ?? "") as Record<string, unknown>;
    expect(entry.authToken).toBe("[redacted]");
    expect(entry.password).toBe("[redacted]");
    expect(entry.url).toBe("https://host/api/v1/route?path=/a");
  });
});

describe("errorFields", () => {
  it("summarises TideErrors and plain errors", () => {
    expect(errorFields(new TideError(504, "Content service timed out", undefined, { url: "http://x" }))).toEqual({
      status: 504,
      error: "Content service timed out",
      url: "http://x",
    });
    expect(errorFields(new Error("boom"))).toMatchObject({ error: "boom" });
    expect(errorFields("s")).toEqual({ error: "s" });
  });
});
