import { describe, expect, it } from "vitest";
import { redactUrl } from "./redact-url.ts";

describe("redactUrl", () => {
  it("hides the values of token and password parameters only", () => {
    expect(redactUrl("/api/v1/user/logout?_format=json&token=abc123&site=7")).toBe("/api/v1/user/logout?_format=json&token=[redacted]&site=7");
    expect(redactUrl("/x?TOKEN=a&pass=b&password=c")).toBe("/x?TOKEN=[redacted]&pass=[redacted]&password=[redacted]");
    expect(redactUrl("/api/v1/node/page?filter[token]=x&site=7")).toBe("/api/v1/node/page?filter[token]=x&site=7");
    expect(redactUrl("/health")).toBe("/health");
  });
});
