import { describe, expect, it } from "vitest";
import { searchHref } from "@/routing/search-href";

describe("searchHref", () => {
  it("goes to the bare search path with no parameters", () => {
    expect(searchHref("", "")).toBe("/search");
    expect(searchHref("   ", "?tab=&query=old", { collection: " " })).toBe("/search");
  });
  it("carries the typed query and the current page's tab, and adds configured parameters", () => {
    expect(searchHref(" nursing ", "?tab=courses&page=3", { collection: "yu-search" })).toBe("/search?query=nursing&tab=courses&collection=yu-search");
  });
  it("does not let a configured parameter replace the query or tab", () => {
    expect(searchHref("law", "?tab=news", { query: "x", tab: "y", profile: "_default" })).toBe("/search?query=law&tab=news&profile=_default");
  });
  it("encodes what the visitor typed", () => {
    expect(searchHref("a&b=c #1", "")).toBe("/search?query=a%26b%3Dc+%231");
  });
});
