import { describe, expect, it } from "vitest";
import { buildSearchText } from "./search-text.ts";

describe("buildSearchText", () => {
  it("puts the title first and strips markup from formatted text", () => {
    expect(buildSearchText({
      body: { value: "<p>Raw</p>", format: "rich_text", processed: "<p>Nursing &amp; <b>midwifery</b></p>" },
      title: "Bachelor of Nursing",
      field_landing_page_summary: "Become a registered nurse.",
      drupal_internal__nid: 4,
      path: { alias: "/courses/x" },
    })).toBe("Bachelor of Nursing Nursing & midwifery Become a registered nurse.");
  });

  it("uses value when a text field has no processed form, and reads lists", () => {
    expect(buildSearchText({ name: "Health", description: { value: "<p>Care</p>" }, field_x: ["a", "b"] }))
      .toBe("Health Care a b");
  });
});
