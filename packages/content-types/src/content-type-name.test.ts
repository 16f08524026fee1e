import { describe, expect, it } from "vitest";
import { contentTypeOf } from "./content-type-name.ts";

describe("contentTypeOf", () => {
  it.each([
    ["node--course", "course"], ["node--page_builder", "landing_page"], ["node--landing_page", "landing_page"],
    ["taxonomy_term--study_area", "study_area"], ["taxonomy_term--interest_area", "interest_area"], ["taxonomy_term--tags", "taxonomy_term"],
    ["media--embedded_video", "media"], ["block_content--media_gallery", "block_content"], ["webform--webform", "webform"], ["weird", "weird"],
  ])("%s is shown as %s", (type, expected) => {
    expect(contentTypeOf(type)).toBe(expected);
  });
});
