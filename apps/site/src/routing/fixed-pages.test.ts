import { describe, expect, it } from "vitest";
import { fixedPage, fixedPages } from "./fixed-pages";

describe("fixedPages", () => {
  it("has the seven fixed pages of the route table (the OpenSearch endpoints are not pages)", () => {
    expect([...fixedPages("yu").values()]).toHaveLength(7);
    expect(fixedPage("/search/openSearchConfigs", "yu")).toBeNull();
  });

  it("puts the product slug into the study-at paths", () => {
    expect(fixedPage("/study-at-abc/course-discovery-quiz", "abc")).toBe("course-discovery-quiz");
    expect(fixedPage("/study-at-yu/course-discovery-quiz", "abc")).toBeNull();
  });

  it("matches exactly, case included", () => {
    expect(fixedPage("/mockContent", "yu")).toBe("mockContent");
    expect(fixedPage("/mockcontent", "yu")).toBeNull();
    expect(fixedPage("/course-discovery/x", "yu")).toBeNull();
  });
});
