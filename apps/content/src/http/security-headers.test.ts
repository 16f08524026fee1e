import { describe, expect, it } from "vitest";
import { securityHeaders, servedOverHttps } from "./security-headers.ts";

describe("content service security headers", () => {
  it("allow nothing to load or frame, and never sniff", () => {
    expect(securityHeaders(false)).toEqual({
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      "x-content-type-options": "nosniff", "x-frame-options": "DENY", "referrer-policy": "strict-origin-when-cross-origin",
      "cross-origin-opener-policy": "same-origin",
    });
  });

  it("add HSTS only over HTTPS", () => {
    expect(securityHeaders(true)["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(servedOverHttps({ publicUrl: "https://content.example", protocol: "http", forwardedProto: null })).toBe(true);
    expect(servedOverHttps({ publicUrl: "http://localhost:3001", protocol: "https", forwardedProto: null })).toBe(true);
    expect(servedOverHttps({ publicUrl: "http://localhost:3001", protocol: "http", forwardedProto: "https, http" })).toBe(true);
    expect(servedOverHttps({ publicUrl: "http://localhost:3001", protocol: "http", forwardedProto: null })).toBe(false);
  });
});
