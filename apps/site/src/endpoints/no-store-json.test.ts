import { describe, expect, it } from "vitest";
import { noStoreJson } from "./no-store-json";

describe("noStoreJson", () => {
  it("answers JSON that no cache keeps, with extra headers", async () => {
    const res = noStoreJson({ ok: false, message: "Wait.", fieldErrors: {} }, 429, { "Retry-After": "30" });
    expect(res.status).toBe(429);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("retry-after")).toBe("30");
    expect(await res.json()).toEqual({ ok: false, message: "Wait.", fieldErrors: {} });
  });
});
