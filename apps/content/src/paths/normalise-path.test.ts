import { describe, expect, it } from "vitest";
import { normaliseLookupPath } from "./normalise-path.ts";

describe("normaliseLookupPath", () => {
  it("strips trailing slashes from paths longer than /", () => {
    expect(normaliseLookupPath("/about-yu/")).toBe("/about-yu");
    expect(normaliseLookupPath("/about-yu///")).toBe("/about-yu");
    expect(normaliseLookupPath("/")).toBe("/");
    expect(normaliseLookupPath("//")).toBe("/");
  });

  it("adds the leading slash, drops query and fragment, collapses repeated slashes", () => {
    expect(normaliseLookupPath("about-yu")).toBe("/about-yu");
    expect(normaliseLookupPath("/a//b?x=1#top")).toBe("/a/b");
    expect(normaliseLookupPath("")).toBe("/");
  });

  it("keeps case and rejects control characters and overlong paths", () => {
    expect(normaliseLookupPath("/units/NIT1101")).toBe("/units/NIT1101");
    expect(normaliseLookupPath("/a\u0000b")).toBeNull();
    expect(normaliseLookupPath(`/${"a".repeat(2048)}`)).toBeNull();
  });
});
