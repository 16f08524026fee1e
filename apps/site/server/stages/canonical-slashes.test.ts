import { describe, expect, it } from "vitest";
import { canonicalSlashes } from "./canonical-slashes.mjs";

describe("canonicalSlashes", () => {
  it("leaves canonical paths and Next's assets alone", () => {
    for (const path of ["/", "/about-yu", "/courses/bachelor-of-nursing-hbns", "/_next/static/chunks/a.js", "/robots.txt"]) {
      expect(canonicalSlashes(path), path).toBeNull();
    }
  });

  it("drops trailing slashes and empty segments", () => {
    expect(canonicalSlashes("/about-yu/")).toBe("/about-yu");
    expect(canonicalSlashes("/about-yu///")).toBe("/about-yu");
    expect(canonicalSlashes("/a//b/")).toBe("/a/b");
    expect(canonicalSlashes("//")).toBe("/");
  });

  it("never yields a protocol-relative or backslash address", () => {
    for (const path of ["//evil.example", "//evil.example/", "///evil.example", "////evil.example//"]) {
      const canonical = canonicalSlashes(path);
      expect(canonical, path).toBe("/evil.example");
      expect(new URL(canonical!, "https://www.example.edu").origin).toBe("https://www.example.edu");
    }
  });
});
