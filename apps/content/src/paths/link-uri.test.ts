import { describe, expect, it } from "vitest";
import { internalPath, normaliseLinkUri } from "./link-uri.ts";

describe("normaliseLinkUri", () => {
  it("stores paths the Drupal way", () => {
    expect(normaliseLinkUri("/study-at-yu")).toEqual({ uri: "internal:/study-at-yu", url: "/study-at-yu" });
    expect(normaliseLinkUri("internal:/x")).toEqual({ uri: "internal:/x", url: "/x" });
    expect(normaliseLinkUri("#top")).toEqual({ uri: "internal:#top", url: "#top" });
  });

  it("keeps external and special links", () => {
    expect(normaliseLinkUri("https://example.edu/a")).toEqual({ uri: "https://example.edu/a", url: "https://example.edu/a" });
    expect(normaliseLinkUri("mailto:a@b.edu")?.url).toBe("mailto:a@b.edu");
    expect(normaliseLinkUri("")).toEqual({ uri: "route:<nolink>", url: "" });
  });

  it("rejects what a browser could not follow safely", () => {
    for (const bad of ["javascript:alert(1)", "//evil.example", "study", "internal:x", "http://"]) {
      expect(normaliseLinkUri(bad)).toBeNull();
    }
  });
});

describe("internalPath", () => {
  it("drops query, fragment and trailing slash", () => {
    expect(internalPath("/a/b/?x=1#c")).toBe("/a/b");
    expect(internalPath("/")).toBe("/");
    expect(internalPath("https://x.y/a")).toBeNull();
  });
});
