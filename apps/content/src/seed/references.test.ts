import { describe, expect, it } from "vitest";
import { parseReference, splitType } from "./references.ts";

describe("parseReference", () => {
  it("reads type:key strings", () => {
    expect(parseReference("taxonomy_term--tags:health")).toEqual({ type: "taxonomy_term--tags", key: "health" });
    expect(parseReference("menu_link_content--menu_link_content:main:0.1"))
      .toEqual({ type: "menu_link_content--menu_link_content", key: "main:0.1" });
  });

  it("reads { ref, meta }", () => {
    expect(parseReference({ ref: "media--image:campus", meta: { alt: "Campus", width: 1200 } }))
      .toEqual({ type: "media--image", key: "campus", meta: { alt: "Campus", width: 1200 } });
  });

  it("rejects anything else", () => {
    for (const value of ["health", "Tags:health", "node--page:", "node--page:a b", 3, null, { ref: 3 },
      { ref: "node--page:x", meta: "no" }, ["node--page:x"]]) {
      expect(parseReference(value)).toBeNull();
    }
  });
});

describe("splitType", () => {
  it("splits entity type and bundle", () => {
    expect(splitType("taxonomy_term--study_area")).toEqual({ entityType: "taxonomy_term", bundle: "study_area" });
  });
});
