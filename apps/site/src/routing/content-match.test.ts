import { describe, expect, it } from "vitest";
import { contentMatch } from "./content-match";
import { demoSubsites } from "./testing/demo-subsites";

const ctx = { productSlug: "yu", subsites: demoSubsites() };

describe("contentMatch", () => {
  it("looks a plain path up as it is", () => {
    expect(contentMatch("/about-yu", ctx)).toEqual({
      kind: "content", path: "/about-yu", lookupPath: "/about-yu", audience: "domestic", subsite: null, fallback: null,
    });
  });

  it("looks an international course up by its own path", () => {
    expect(contentMatch("/courses/bachelor-of-nursing-hbns/international", ctx)).toMatchObject({
      path: "/courses/bachelor-of-nursing-hbns/international",
      lookupPath: "/courses/bachelor-of-nursing-hbns",
      audience: "international",
    });
  });

  it("names the subsite and carries the fallback", () => {
    const match = contentMatch("/yu-online/news", ctx, { kind: "news", slug: "x" });
    expect(match.subsite?.siteId).toBe("109");
    expect(match.fallback).toEqual({ kind: "news", slug: "x" });
  });

  it("uses the context's short name for subsite names", () => {
    expect(contentMatch("/abc-online", { productSlug: "abc", subsites: demoSubsites("abc", "Abc") }).subsite?.name).toBe("Abc Online");
  });
});
