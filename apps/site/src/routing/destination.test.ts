import { describe, expect, it } from "vitest";
import { safeDestination } from "./destination";

describe("safeDestination", () => {
  it.each([
    "/",
    "/preview/page/0f6e5a1c-3b2d-4c8e-9a7f-1234567890ab/latest?section=102",
    "/about-yu?x=1#top",
    "/search?query=a%20b",
    "/caf%C3%A9",
  ])("keeps the same-site path %s", (value) => {
    expect(safeDestination(value)).toBe(value);
  });

  it.each([
    ["missing", null],
    ["empty", ""],
    ["protocol-relative", "//evil.example"],
    ["protocol-relative with path", "//evil.example/login"],
    ["absolute http", "http://evil.example/"],
    ["absolute https", "https://evil.example/"],
    ["javascript scheme", "javascript:alert(1)"],
    ["relative", "about-yu"],
    ["backslash host", "/\\evil.example"],
    ["backslash anywhere", "/a\\b"],
    ["tab trick", "/\t/evil.example"],
    ["newline", "/a\nb"],
    ["leading space", " /about-yu"],
    ["encoded protocol-relative", "/%2F%2Fevil.example"],
    ["encoded backslash", "/%5Cevil.example"],
    ["encoded control", "/a%00b"],
    ["malformed encoding", "/%E0%A4%A"],
    ["too long", `/${"a".repeat(2048)}`],
    ["encoded lower-case protocol-relative", "/%2f%2fevil.example"],
    ["scheme without slashes", "http:evil.example"],
    ["double backslash", "\\\\evil.example"],
    ["encoded tab before host", "/%09/evil.example"],
    ["data URL", "data:text/html,<script>alert(1)</script>"],
    ["protocol-relative after a dot segment", "//./evil.example"],
  ])("refuses %s", (_label, value) => {
    expect(safeDestination(value)).toBeNull();
  });
});
