import { describe, expect, it } from "vitest";
import { searchString } from "./search-string";

describe("searchString", () => {
  it("keeps repeated keys and drops undefined values", () => {
    expect(searchString({ query: "nursing & midwifery", tab: ["a", "b"], x: undefined })).toBe("query=nursing+%26+midwifery&tab=a&tab=b");
  });
});
